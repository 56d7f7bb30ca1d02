// libpng's functions that Kiosk calls, each forwarding to libpng's own, which is opened on the
// first call (CDynamicLibrary.h).
#include "CPNG.h"

#include <CDynamicLibrary.h>

KIOSK_LIBRARY(png_library, "libpng16.so.16", "libpng16-16")

KIOSK_FORWARD(png_library, int, png_image_begin_read_from_memory,
              (png_imagep image, png_const_voidp memory, size_t size), (image, memory, size))
KIOSK_FORWARD(png_library, int, png_image_finish_read,
              (png_imagep image, png_const_colorp background, void *buffer, png_int_32 row_stride, void *colormap),
              (image, background, buffer, row_stride, colormap))
KIOSK_FORWARD_VOID(png_library, png_image_free, (png_imagep image), (image))
