#!/bin/sh
# lab-seat.service: the seat scenarios once lab's session at seat0 is active.
export PATH=/usr/bin:/bin:/usr/sbin:/sbin:/usr/libexec/libinput
export HOME=/root
ONLY=
for w in $(cat /proc/cmdline); do
  case "$w" in lab.only=*) ONLY=${w#lab.only=} ;; esac
done
export ONLY LAB_BOOT=seat
i=0
while [ $i -lt 600 ] && ! grep -q '^ACTIVE_UID=1000$' /run/systemd/seats/seat0 2>/dev/null; do
  sleep 0.1
  i=$((i + 1))
done
echo "LAB: seat ready at uptime $(cut -d' ' -f1 /proc/uptime) s, kernel $(uname -r), systemd $(systemctl --version | sed -n '1s/systemd \([0-9]*\).*/\1/p')"
loginctl list-sessions --no-legend 2>&1 | sed 's/^/LAB: session /'
udevadm settle -t 10
rc=99
if [ -x /lab/guest/run-scenarios.sh ]; then
  cd /lab && /lab/guest/run-scenarios.sh
  rc=$?
fi
echo "LAB-RESULT: rc=$rc uptime=$(cut -d' ' -f1 /proc/uptime)"
printf "$(printf '\\%03o' $((rc & 0x7f)))" | dd of=/dev/port bs=1 seek=244 count=1 2>/dev/null
sync
poweroff -f
