# The fuzzing and sanitizer steps of scripts/test and scripts/fuzz. Source it after common.sh.
# docs/decisions/0008-libfuzzer-and-sanitizers.md says why, docs/decisions/0025 how the builds
# are shared, docs/testing.md how long each takes.
#
# One clang build, server/build-asan, compiles everything with ASan + UBSan and libFuzzer's
# coverage instrumentation: it runs the whole ctest suite and holds the libFuzzer binaries
# (fuzz_<target>). A second, server/build-tsan, compiles with ThreadSanitizer only the
# concurrency suites (the storage and outbox test binaries, the outbox integration tests and
# the server they start).

FUZZ_SOURCE="$REPO_ROOT/server/fuzz"
SANITIZER_BUILD="$REPO_ROOT/server/build-asan"
TSAN_BUILD="$REPO_ROOT/server/build-tsan"
# The targets: one server/fuzz/<name>_fuzz.cpp each (or those named in FUZZ_TARGETS).
fuzz_targets() {
  if [ -n "${FUZZ_TARGETS:-}" ]; then
    printf '%s\n' $FUZZ_TARGETS
    return
  fi
  local file
  for file in "$FUZZ_SOURCE"/*_fuzz.cpp; do
    file=${file##*/}
    echo "${file%_fuzz.cpp}"
  done
}

# The sanitizer build (ASan + UBSan, clang, libFuzzer coverage): every test binary and every
# libFuzzer binary. Extra arguments go to cmake --build (e.g. --target fuzz_csv).
build_asan() {
  local build=("$@")
  [ ${#build[@]} -eq 0 ] && build=(--target firm_tests firm_fuzzers)
  build_sanitized "$SANITIZER_BUILD" address,undefined -DCMAKE_CXX_COMPILER=clang++ -DFIRM_FUZZ=ON \
    -- "${build[@]}"
}

# Only the libFuzzer binaries of that build (scripts/fuzz).
build_fuzzers() {
  build_asan --target firm_fuzzers
}

# Runs every target with the given libFuzzer limit (e.g. -runs=20000 or -max_total_time=60),
# two at a time. Inputs found go to server/build-fuzz/corpus/<target> (never into the
# committed seeds); a crash input goes to server/build-fuzz/crashes/<target>/ and fails the
# run. Keep a crash input as a test: copy it to server/fuzz/regressions/<target>/.
run_fuzzers() {
  local limit=$1
  local target failed=0 pids=() names=()
  for target in $(fuzz_targets); do
    local work="$SANITIZER_BUILD/corpus/$target" crashes="$SANITIZER_BUILD/crashes/$target"
    mkdir -p "$work" "$crashes"
    local inputs=("$work" "$FUZZ_SOURCE/corpus/$target")
    [ -d "$FUZZ_SOURCE/regressions/$target" ] && inputs+=("$FUZZ_SOURCE/regressions/$target")
    local options=()
    [ -f "$FUZZ_SOURCE/$target.dict" ] && options+=(-dict="$FUZZ_SOURCE/$target.dict")
    # One process per target; the log keeps libFuzzer's final statistics. New inputs go to
    # the first directory only, so the committed seeds stay as they are.
    "$SANITIZER_BUILD/fuzz_$target" "$limit" "${options[@]}" -artifact_prefix="$crashes/" \
      -print_final_stats=1 "${inputs[@]}" >"$SANITIZER_BUILD/$target.log" 2>&1 &
    pids+=($!)
    names+=("$target")
    if [ ${#pids[@]} -ge "$JOBS" ]; then
      fuzz_wait "${pids[0]}" "${names[0]}" || failed=1
      pids=("${pids[@]:1}")
      names=("${names[@]:1}")
    fi
  done
  local i
  for i in "${!pids[@]}"; do fuzz_wait "${pids[$i]}" "${names[$i]}" || failed=1; done
  return "$failed"
}

fuzz_wait() {
  local pid=$1 target=$2
  local log="$SANITIZER_BUILD/$target.log"
  if wait "$pid"; then
    printf '%-18s %s\n' "$target" "$(grep -E '^stat::number_of_executed_units' "$log" | awk '{print $2}') inputs, no crash"
    return 0
  fi
  echo "FUZZ CRASH in $target (log: $log):" >&2
  grep -E 'invariant broken|ERROR: |SUMMARY|Test unit written|runtime error' "$log" >&2 || tail -30 "$log" >&2
  echo "Keep the input as a regression test: cp server/build-fuzz/crashes/$target/<file> server/fuzz/regressions/$target/" >&2
  return 1
}

# The server and tests built with -fsanitize=$2 in build directory $1: cmake configure
# arguments follow, then "--" and cmake --build arguments. Sanitized builds compile at -O1
# (faster to build; the tests wait on I/O far more than on code) and use ccache when present.
build_sanitized() {
  local dir=$1 sanitizers=$2
  shift 2
  local configure=() build=()
  while [ $# -gt 0 ] && [ "$1" != "--" ]; do configure+=("$1"); shift; done
  [ $# -gt 0 ] && shift
  build=("$@")
  log "building the C++ server and tests with -fsanitize=$sanitizers ($dir)"
  cmake -S "$REPO_ROOT/server" -B "$dir" -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS_RELEASE="-O1 -DNDEBUG" \
    -DFIRM_SANITIZE="$sanitizers" "${configure[@]}" >/dev/null &&
    cmake --build "$dir" -j"$JOBS" "${build[@]}"
}

# ctest in a sanitized build directory; extra arguments go to ctest (e.g. -R filters).
# Every sanitizer report, from a test or from a server a test started, is written to a log
# file, and any such file fails the step even when the test itself passed.
ctest_sanitized() {
  local dir=$1
  shift
  local reports="$dir/sanitizer-reports"
  rm -rf "$reports"
  mkdir -p "$reports"
  local status=0
  ASAN_OPTIONS="log_path=$reports/asan:detect_leaks=1:abort_on_error=1" \
    UBSAN_OPTIONS="log_path=$reports/ubsan:halt_on_error=1:print_stacktrace=1" \
    TSAN_OPTIONS="log_path=$reports/tsan:halt_on_error=1:second_deadlock_stack=1" \
    LSAN_OPTIONS="suppressions=$REPO_ROOT/server/tests/lsan-suppressions.txt:print_suppressions=0" \
    ctest --test-dir "$dir" --output-on-failure --timeout 300 -j"$JOBS" "$@" || status=1
  if compgen -G "$reports/*" >/dev/null; then
    echo "sanitizer reports in $reports:" >&2
    head -60 "$reports"/* >&2
    status=1
  fi
  return "$status"
}

# The three steps of scripts/test. Each builds what it needs; run them on their own with
# scripts/test-sanitizers (PostgreSQL included).
FUZZ_RUNS=${FUZZ_RUNS:-20000}

# Every C++ unit and integration test (and the servers they start) under ASan + UBSan. The
# fuzz replays are left to fuzz_smoke, which runs the same inputs through the same binaries.
asan_tests() {
  build_asan && ctest_sanitized "$SANITIZER_BUILD" -LE '^fuzz_replay$'
}

# Every fuzz target for FUZZ_RUNS inputs: the seeds and kept crash inputs first, then
# mutations. Reuses the sanitizer build (built by asan_tests before it in scripts/test).
fuzz_smoke() {
  build_fuzzers && run_fuzzers -runs="$FUZZ_RUNS"
}

# The concurrency suites under TSan: the storage, leads, outbox, conversation and booking unit
# tests (connection handling, concurrent submissions of one lead, worker threads, claims, a slot
# wanted by many) and the outbox integration tests (two servers on one database).
TSAN_BINARIES=(firm_storage_tests firm_leads_tests firm_outbox_tests firm_conversation_tests firm_booking_tests firm_it_outbox)
tsan_tests() {
  local labels
  labels="^($(IFS='|'; echo "${TSAN_BINARIES[*]}"))\$"
  build_sanitized "$TSAN_BUILD" thread -- --target "${TSAN_BINARIES[@]}" &&
    ctest_sanitized "$TSAN_BUILD" -L "$labels"
}
