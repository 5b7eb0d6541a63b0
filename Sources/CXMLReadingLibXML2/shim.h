// The system's libxml2 (on Linux the headers come with Debian's and Ubuntu's libxml2-dev, found
// through pkg-config's libxml-2.0, which adds -I/usr/include/libxml2; Apple platforms have them in
// their SDK, under usr/include/libxml2, whose own module map makes them importable without that
// search path). The parser's SAX2 and push interfaces, and its error reports.
#ifndef CXMLREADINGLIBXML2_SHIM_H
#define CXMLREADINGLIBXML2_SHIM_H

// Debian's libxml2 is built with ICU, so its encoding.h includes ICU's <unicode/ucnv.h> from
// /usr/include, whose enums clash with the copy Foundation carries (_FoundationICU) in any module
// that imports both. Nothing here uses libxml2's ICU converters: the only effect of dropping the
// flag is that xmlCharEncodingHandler is declared without its two trailing uconv_t pointers, a
// struct this module only ever handles by pointer and never allocates or reads.
#if __has_include(<libxml/xmlversion.h>)
#include <libxml/xmlversion.h>
#else
#include <libxml2/libxml/xmlversion.h>
#endif
#undef LIBXML_ICU_ENABLED

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
