// TurboJPEG's functions that Kiosk calls, each forwarding to libturbojpeg's own, which is
// opened on the first call (CDynamicLibrary.h).
#include "CJPEG.h"

#include <CDynamicLibrary.h>

KIOSK_LIBRARY(jpeg_library, "libturbojpeg.so.0", "libturbojpeg0")

KIOSK_FORWARD(jpeg_library, tjhandle, tjInitDecompress, (void), ())
KIOSK_FORWARD(jpeg_library, int, tjDecompressHeader3,
              (tjhandle handle, const unsigned char *jpegBuf, unsigned long jpegSize, int *width, int *height,
               int *jpegSubsamp, int *jpegColorspace),
              (handle, jpegBuf, jpegSize, width, height, jpegSubsamp, jpegColorspace))
KIOSK_FORWARD(jpeg_library, tjscalingfactor *, tjGetScalingFactors, (int *numScalingFactors), (numScalingFactors))
KIOSK_FORWARD(jpeg_library, int, tjDecompress2,
              (tjhandle handle, const unsigned char *jpegBuf, unsigned long jpegSize, unsigned char *dstBuf, int width,
               int pitch, int height, int pixelFormat, int flags),
              (handle, jpegBuf, jpegSize, dstBuf, width, pitch, height, pixelFormat, flags))
KIOSK_FORWARD(jpeg_library, int, tjDestroy, (tjhandle handle), (handle))
KIOSK_FORWARD(jpeg_library, char *, tjGetErrorStr2, (tjhandle handle), (handle))
