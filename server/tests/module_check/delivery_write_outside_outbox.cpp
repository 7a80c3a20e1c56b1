// A fixture for the module check (CMakeLists.txt, ModuleCheck.*): a write to the outbox's table
// from a source of another module. Never compiled.
constexpr const char* kRetry =
    "UPDATE deliveries SET state = 'pending'"
    " WHERE id = $1";
