// The system's zlib (on Linux the headers come with Debian's and Ubuntu's zlib1g-dev; macOS has them
// in its SDK). zlib's init functions are macros, which Swift cannot call: the inline functions below
// stand in for them.
#ifndef CZLIB_SHIM_H
#define CZLIB_SHIM_H

#define ZLIB_CONST
#include <zlib.h>

static inline int czlib_deflate_init(z_streamp stream, int level, int windowBits) {
    return deflateInit2(stream, level, Z_DEFLATED, windowBits, 8, Z_DEFAULT_STRATEGY);
}

static inline int czlib_inflate_init(z_streamp stream, int windowBits) {
    return inflateInit2(stream, windowBits);
}

#endif
