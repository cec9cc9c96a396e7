# Read by the sandbox batteries as program text (never imported by the tests themselves): a store
# of bits in the host's page cache, one bit a page of a file of the interpreter's standard library
# that nothing else reads. A page in the cache is a 1, a page dropped with POSIX_FADV_DONTNEED a 0;
# preadv2(RWF_NOWAIT) tells them apart without waiting for the disk. With POSIX_FADV_RANDOM on the
# descriptor no read-ahead touches a neighbour, so every page is a bit of its own; reading a 0 loads
# the page (RWF_NOWAIT starts the read it does not wait for), so a reader reads each bit once. A program may name another file (at least 160 pages,
# on a disk) as STORE before this text: the controls on the host use a file of their own, which no
# other process on the machine reads.
import os

_PAGE = 4096
_fd = os.open(globals().get("STORE") or os.path.join(os.path.dirname(os.__file__), "pydoc_data", "topics.py"),
              os.O_RDONLY)
os.posix_fadvise(_fd, 0, 0, os.POSIX_FADV_RANDOM)


def page_bits(first, count):
    bits = []
    for page in range(first, first + count):
        try:
            os.preadv(_fd, [bytearray(1)], page * _PAGE, os.RWF_NOWAIT)
            bits.append(1)
        except BlockingIOError:  # not cached; the probe itself started loading the page: let it
            os.pread(_fd, 1, page * _PAGE)  # finish, or a POSIX_FADV_DONTNEED now would miss it
            bits.append(0)
    return bits


def set_page_bits(first, bits):
    for page, bit in enumerate(bits, first):
        os.posix_fadvise(_fd, page * _PAGE, _PAGE, os.POSIX_FADV_DONTNEED)
        if bit:
            os.pread(_fd, 1, page * _PAGE)
