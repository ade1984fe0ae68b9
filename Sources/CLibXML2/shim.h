#ifndef CLIBXML2_SHIM_H
#define CLIBXML2_SHIM_H

// Debian's libxml2 is built with ICU; its headers would pull <unicode/utypes.h>, whose
// definitions clash with Foundation's ICU module. Nothing here needs libxml2's ICU API.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/entities.h>

/// `xmlFree` is a global function-pointer variable, which Swift 6 refuses to touch
/// (it is not concurrency-safe); call it through this wrapper instead.
static inline void clibxml2_free(void *pointer) { xmlFree(pointer); }

#endif
