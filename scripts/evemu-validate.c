/*
 * Load evemu files with libevemu and count their events: a check that the synthesized traces
 * in Recordings/synth/ parse with evemu's own reader (evemu_read + evemu_read_event).
 *
 *   cc -O2 -o /tmp/evemu-validate scripts/evemu-validate.c -levemu   (needs libevemu-dev)
 *   /tmp/evemu-validate Recordings/synth/touchscreen-tap.events ...   (or a shell glob)
 *
 * Prints one line per file. Exits 1 if a file fails to load, if timestamps decrease, if the
 * first event is not at 0.000001 or if the last event is not SYN_REPORT.
 */
#include <evemu.h>
#include <linux/input.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
	int bad = 0;
	for (int i = 1; i < argc; i++) {
		FILE *fp = fopen(argv[i], "r");
		if (!fp) { perror(argv[i]); bad++; continue; }
		struct evemu_device *dev = evemu_new(NULL);
		int rc = evemu_read(dev, fp);
		if (rc <= 0) { printf("FAIL %s: evemu_read rc=%d\n", argv[i], rc); bad++; fclose(fp); continue; }
		struct input_event ev;
		long n = 0, syn = 0, mt = 0, dropped = 0, decreasing = 0;
		long long prev = -1, first = -1;
		int last_type = -1, last_code = -1;
		while (evemu_read_event(fp, &ev) > 0) {
			long long t = (long long)ev.input_event_sec * 1000000LL + ev.input_event_usec;
			if (first < 0) first = t;
			if (t < prev) decreasing++;
			prev = t;
			n++;
			if (ev.type == EV_SYN && ev.code == SYN_REPORT) syn++;
			if (ev.type == EV_SYN && ev.code == SYN_MT_REPORT) mt++;
			if (ev.type == EV_SYN && ev.code == SYN_DROPPED) dropped++;
			last_type = ev.type; last_code = ev.code;
		}
		int ends_syn = (last_type == EV_SYN && last_code == SYN_REPORT);
		printf("%s %s: name=\"%s\" bus=%04x props(direct=%d pointer=%d buttonpad=%d) "
		       "x=[%d..%d res %d] slots=%d events=%ld syn_report=%ld syn_mt_report=%ld syn_dropped=%ld "
		       "first=%lld.%06lld decreasing=%ld ends_with_syn_report=%d\n",
		       (decreasing || !ends_syn || first != 1) ? "BAD" : "OK", argv[i], evemu_get_name(dev),
		       evemu_get_id_bustype(dev), evemu_has_prop(dev, INPUT_PROP_DIRECT),
		       evemu_has_prop(dev, INPUT_PROP_POINTER), evemu_has_prop(dev, INPUT_PROP_BUTTONPAD),
		       evemu_get_abs_minimum(dev, evemu_has_event(dev, EV_ABS, ABS_X) ? ABS_X : ABS_MT_POSITION_X),
		       evemu_get_abs_maximum(dev, evemu_has_event(dev, EV_ABS, ABS_X) ? ABS_X : ABS_MT_POSITION_X),
		       evemu_get_abs_resolution(dev, evemu_has_event(dev, EV_ABS, ABS_X) ? ABS_X : ABS_MT_POSITION_X),
		       evemu_has_event(dev, EV_ABS, ABS_MT_SLOT) ? evemu_get_abs_maximum(dev, ABS_MT_SLOT) + 1 : 0,
		       n, syn, mt, dropped, first / 1000000, first % 1000000, decreasing, ends_syn);
		if (decreasing || !ends_syn || first != 1) bad++;
		evemu_delete(dev);
		fclose(fp);
	}
	return bad ? 1 : 0;
}
