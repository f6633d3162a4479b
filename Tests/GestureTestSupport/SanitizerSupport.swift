import Glibc

/// Whether this test binary was built with a sanitizer (`make asan`, `make tsan`), read from
/// the sanitizer runtime's entry point being linked in.
///
/// A sanitizer's allocator keeps freed memory (ASan's quarantine holds 256 MiB of it by
/// default) and maps shadow memory as the program touches its own, so resident-memory bounds
/// measure the sanitizer, not the code under test: tests of them are disabled there.
package enum Sanitizer {
  package static let active: Bool = {
    guard let program = dlopen(nil, RTLD_NOW) else { return false }
    defer { dlclose(program) }
    let entryPoints: [String] = ["__asan_init", "__tsan_init"]
    return entryPoints.contains { dlsym(program, $0) != nil }
  }()
}
