#pragma once

#include <utility>
#include <variant>

namespace firm::common {

// Expected failures (bad input, missing files) travel as values so callers must
// look at them; exceptions are reserved for bugs and start-up.
template <typename T, typename E>
class Result {
 public:
  static Result Ok(T value) { return Result(std::in_place_index<0>, std::move(value)); }
  static Result Err(E error) { return Result(std::in_place_index<1>, std::move(error)); }

  bool IsOk() const { return state_.index() == 0; }
  explicit operator bool() const { return IsOk(); }

  const T& Value() const& { return std::get<0>(state_); }
  T& Value() & { return std::get<0>(state_); }
  T&& Value() && { return std::get<0>(std::move(state_)); }
  const E& Error() const& { return std::get<1>(state_); }
  E&& Error() && { return std::get<1>(std::move(state_)); }

 private:
  template <std::size_t I, typename V>
  Result(std::in_place_index_t<I> tag, V&& v) : state_(tag, std::forward<V>(v)) {}

  std::variant<T, E> state_;
};

}  // namespace firm::common
