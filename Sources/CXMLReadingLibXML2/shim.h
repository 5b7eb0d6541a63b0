// The system's libxml2 (on Linux the headers come with Debian's and Ubuntu's libxml2-dev, found
// through pkg-config's libxml-2.0, which adds -I/usr/include/libxml2; Apple platforms have them in
// their SDK, under usr/include/libxml2, whose own module map makes them importable without that
// search path). The parser's SAX2 and push interfaces, and its error reports.
#ifndef CXMLREADINGLIBXML2_SHIM_H
#define CXMLREADINGLIBXML2_SHIM_H

#if __has_include(<libxml/parser.h>)
#include <libxml/parser.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
#else
#include <libxml2/libxml/parser.h>
#include <libxml2/libxml/SAX2.h>
#include <libxml2/libxml/xmlerror.h>
#endif

#endif
