// libpng's simplified API (png_image_*), which reports errors through the image's `message`
// field instead of longjmp, so Swift can call it without setjmp. libpng is not linked: the
// three functions the Swift code calls are defined in PNGLoader.c, which opens libpng on the
// first call (CDynamicLibrary.h says why), so only a command that decodes a label loads it.
#ifndef KIOSK_CPNG_SHIM_H
#define KIOSK_CPNG_SHIM_H

#include <png.h>

// NB: PNG_IMAGE_VERSION and PNG_FORMAT_RGBA are macros built from other macros, which Swift
// does not import.
static inline png_uint_32 kiosk_png_image_version(void) { return PNG_IMAGE_VERSION; }
static inline png_uint_32 kiosk_png_format_rgba(void) { return PNG_FORMAT_RGBA; }
static inline int kiosk_png_image_failed(const png_image *image) { return PNG_IMAGE_FAILED(*image); }

#endif
