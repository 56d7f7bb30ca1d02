// libjpeg-turbo's TurboJPEG API: one-call header parsing and (downscaled) decoding, with
// errors returned as codes and messages rather than through setjmp.
#ifndef KIOSK_CJPEG_SHIM_H
#define KIOSK_CJPEG_SHIM_H

#include <turbojpeg.h>

#endif
