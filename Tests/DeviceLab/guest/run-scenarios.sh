#!/bin/sh
# Runs the device-lab scenarios inside the guest (cwd /lab): every scenarios/*.sh whose name
# contains $ONLY, each in its own shell with a time limit (240 s; the soak LAB_SOAK_SECONDS +
# 180 s; the libinput judge 900 s), its background processes killed when it ends. A scenario
# with the line `# lab-boot: seat` runs only in the seat boot (systemd as PID 1, LAB_BOOT=seat,
# seat/run.sh), every other only in the busybox boot. Prints
# `device-lab (guest): N passed, M failed`; exit status 0 when nothing failed.
cd /lab
# LAB_SOAK_SECONDS, from the host (run.sh): 90-soak.sh runs that long, and may take 180 s more.
[ -f /lab/env ] && . /lab/env
export LAB_SOAK_SECONDS
: >/tmp/lab-tests
for s in /lab/scenarios/*.sh; do
  case "$(basename "$s")" in *"$ONLY"*) ;; *) continue ;; esac
  if grep -q '^# lab-boot: seat$' "$s"; then
    [ "${LAB_BOOT:-}" = seat ] || continue
  else
    [ "${LAB_BOOT:-}" = seat ] && continue
  fi
  echo "== $(basename "$s") at uptime $(cut -d' ' -f1 /proc/uptime) s"
  limit=240
  case "$(basename "$s")" in
    *soak*) limit=$((${LAB_SOAK_SECONDS:-120} + 180)) ;;
    # Every touchpad recording (about 230, 4 at a time): about 5 minutes.
    *judge*) limit=900 ;;
  esac
  timeout $limit sh -c ". /lab/guest/lib.sh; trap cleanup EXIT; . $s" 2>&1 | tee -a /tmp/lab-tests
  rc=$?
done
passed=$(grep -c '^TEST .*: PASS' /tmp/lab-tests)
failed=$(grep -c '^TEST .*: FAIL' /tmp/lab-tests)
echo "device-lab (guest): $passed passed, $failed failed"
[ "$failed" = 0 ] && [ "$passed" -gt 0 ]
