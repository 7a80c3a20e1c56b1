// The module check's fixture (CMakeLists.txt, ModuleCheck tests): a query on the leads table,
// split over two string literals as real code splits it. A comment that reads from leads
// must not count; the statement must.
#include <string_view>

constexpr std::string_view kSelectLead =
    "SELECT id, reference FROM"
    " leads WHERE id = $1";
