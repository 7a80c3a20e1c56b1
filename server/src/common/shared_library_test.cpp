#include "common/shared_library.hpp"

#include <gtest/gtest.h>

#include <cstring>
#include <stdexcept>

namespace firm::common {
namespace {

TEST(SharedLibraryTest, BindsAFunctionOfALoadedLibrary) {
  SharedLibrary libc("libc.so.6", "libc6");
  decltype(&std::strlen) length = nullptr;
  libc.Bind("strlen", length);
  ASSERT_NE(length, nullptr);
  EXPECT_EQ(length("four"), 4u);
}

TEST(SharedLibraryTest, AMissingLibraryOrFunctionIsAnErrorThatNamesIt) {
  try {
    SharedLibrary missing("libfirm-does-not-exist.so.1", "no-such-package");
    FAIL() << "loaded a library that does not exist";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("libfirm-does-not-exist.so.1"), std::string::npos);
    EXPECT_NE(std::string(e.what()).find("no-such-package"), std::string::npos);
  }
  SharedLibrary libc("libc.so.6", "libc6");
  void (*nothing)() = nullptr;
  EXPECT_THROW(libc.Bind("firm_no_such_function", nothing), std::runtime_error);
}

}  // namespace
}  // namespace firm::common
