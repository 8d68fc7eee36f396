// CGraphviz: the parts of Graphviz's libgvc/libcgraph that viewsim renders with.
// Headers come from the system (Debian package libgraphviz-dev); nothing is vendored.
#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>
