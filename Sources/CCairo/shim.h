// CCairo: the parts of cairo (image, PNG and SVG surfaces; the FreeType font backend)
// and fontconfig that ViewSimRendering draws display lists with. Headers come from the
// system (Debian package libcairo2-dev, which brings libfontconfig-dev and
// libfreetype-dev); nothing is vendored. pkg-config `cairo-fc` gives the include paths
// of cairo, fontconfig and FreeType and links cairo, fontconfig and FreeType.
#include <cairo/cairo.h>
#include <cairo/cairo-ft.h>
#include <cairo/cairo-svg.h>
#include <fontconfig/fontconfig.h>
