#!/bin/sh
# Runs the device-lab scenarios inside the guest (cwd /lab): every scenarios/*.sh of this boot's
# kind (LAB_BOOT: its line `# lab-boot: KIND`, `main` without one) whose name contains $ONLY,
# each in its own shell with a time limit (240 s; the soak LAB_SOAK_SECONDS + 180 s; the libinput
# judge 900 s), its background processes killed when it ends. Prints
# `LAB-TIME| SCENARIO SECONDS` after each (run.sh's table) and
# `device-lab (guest): N passed, M failed`; exit status 0 when nothing failed.
cd /lab
# From the host (run.sh): LAB_SOAK_SECONDS, how long 90-soak.sh runs (it may take 180 s more), and
# JUDGE_JOBS, the plays 75-libinput-judge.sh makes at once.
[ -f /lab/env ] && . /lab/env
export LAB_SOAK_SECONDS JUDGE_JOBS
: >/tmp/lab-tests
for s in /lab/scenarios/*.sh; do
  case "$(basename "$s")" in *"$ONLY"*) ;; *) continue ;; esac
  kind=$(sed -n 's/^# lab-boot: //p' "$s" | head -1)
  [ "${kind:-main}" = "${LAB_BOOT:-main}" ] || continue
  t0=$(cut -d' ' -f1 /proc/uptime)
  echo "== $(basename "$s") at uptime $t0 s"
  limit=240
  case "$(basename "$s")" in
    *soak*) limit=$((${LAB_SOAK_SECONDS:-120} + 180)) ;;
    # Every touchpad recording (about 230, several at a time): about 5 minutes.
    *judge*) limit=900 ;;
  esac
  timeout $limit sh -c ". /lab/guest/lib.sh; trap cleanup EXIT; . $s" 2>&1 | tee -a /tmp/lab-tests
  echo "LAB-TIME| $(basename "$s" .sh) $(awk -v a="$t0" -v b="$(cut -d' ' -f1 /proc/uptime)" 'BEGIN { printf "%.1f", b - a }')"
done
passed=$(grep -c '^TEST .*: PASS' /tmp/lab-tests)
failed=$(grep -c '^TEST .*: FAIL' /tmp/lab-tests)
echo "device-lab (guest): $passed passed, $failed failed"
[ "$failed" = 0 ] && [ "$passed" -gt 0 ]
