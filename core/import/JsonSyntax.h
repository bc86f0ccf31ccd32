#pragma once
// Whether a text is one JSON value as Python's json.loads reads it (the official MLPerf parser
// decodes every :::MLLOG line with it): RFC 8259 plus NaN, Infinity and -Infinity, no control
// characters inside strings. Checks syntax only and allocates nothing, so every line of a large
// log can be checked at about the speed of reading it.
#include <cstddef>
#include <optional>
#include <string_view>

namespace scalescope {

// The offset of the first byte that makes `text` invalid; nullopt when it is valid.
std::optional<std::size_t> jsonSyntaxError(std::string_view text);

} // namespace scalescope
