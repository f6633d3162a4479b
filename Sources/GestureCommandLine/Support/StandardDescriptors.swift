import Glibc

/// Standard input, output and error as the tool expects to find them.
public enum StandardDescriptors {
  /// Opens `/dev/null` on each of descriptors 0–2 that is closed (`>&-`, `2>&-`, `<&-`), before
  /// anything else opens a file: otherwise the next file opened (a stream's temporary copy, an
  /// output) takes that number, and the tool's own output or notes would be written into it.
  /// A closed output then discards what is written to it, as it would on `/dev/null`.
  public static func openClosedOnDevNull() {
    for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
      // open(2) returns the lowest free descriptor: this one, as the lower ones are open.
      let opened = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY)
      // Without /dev/null the descriptor stays closed; nothing better can be done.
      if opened >= 0 && opened != fd { close(opened) }
    }
  }

  /// True when `descriptor` is `/dev/null` (the character device 1:3, whatever its name): what
  /// is written there is discarded, so `live` need not format it (the systemd unit sends the
  /// daemon's standard output there).
  public static func isNull(_ descriptor: Int32) -> Bool {
    var st = stat()
    guard fstat(descriptor, &st) == 0, st.st_mode & S_IFMT == S_IFCHR else { return false }
    // The device number's major and minor as glibc's gnu_dev_major/minor take them apart.
    let major = ((st.st_rdev >> 8) & 0xfff) | ((st.st_rdev >> 32) & ~0xfff)
    let minor = (st.st_rdev & 0xff) | ((st.st_rdev >> 12) & 0xffff_ff00)
    return major == 1 && minor == 3
  }
}
