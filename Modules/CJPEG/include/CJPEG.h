// libjpeg-turbo's TurboJPEG API: one-call header parsing and (downscaled) decoding, with
// errors returned as codes and messages rather than through setjmp. libturbojpeg is not
// linked: the functions the Swift code calls are defined in JPEGLoader.c, which opens it on
// the first call (CDynamicLibrary.h says why), so only a command that decodes a label loads it.
#ifndef KIOSK_CJPEG_SHIM_H
#define KIOSK_CJPEG_SHIM_H

#include <turbojpeg.h>

#endif
