// libFuzzer's driver entry point, declared here and nothing else: the definition is in
// libclang_rt.fuzzer-x86_64.a, which `swiftc -sanitize=fuzzer` links. Builds without that flag
// (the reproducer) never call it, so this header links nothing.
#ifndef GESTURES_CLIBFUZZER_SHIM_H
#define GESTURES_CLIBFUZZER_SHIM_H

#include <stddef.h>
#include <stdint.h>

// Runs libFuzzer with the command line `argc`/`argv` (its flags and corpus directories) and
// calls `callback` with each input; returns libFuzzer's exit code. Defined by libFuzzer.
int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));

#endif
