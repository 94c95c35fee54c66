// Data loader, the items' names in messages: "/divinities/12 (Mars)/effects/0/amount"
// tells a designer which Divinity without counting to the 13th. Every error's path is
// walked in the file it names; each array element on the way that is an object with a
// "name" (or, in item_effects lists, a "wonder" or "progress_token") gets it after its
// index. DataError::path stays the plain JSON pointer.
#include <charconv>

#include "data_loader_detail.hpp"

namespace duel::data {
namespace {

// The pointer's reference tokens (RFC 6901: ~1 is '/', ~0 is '~'), as written.
std::vector<std::string> tokens_of(const std::string& pointer) {
  std::vector<std::string> tokens;
  for (std::size_t at = 1; at <= pointer.size() && !pointer.empty();) {
    const std::size_t slash = pointer.find('/', at);
    tokens.push_back(pointer.substr(at, slash == std::string::npos ? std::string::npos : slash - at));
    if (slash == std::string::npos) break;
    at = slash + 1;
  }
  return tokens;
}

std::string unescaped(std::string token) {
  for (std::size_t i = token.find('~'); i != std::string::npos; i = token.find('~', i + 1)) {
    if (i + 1 < token.size()) token.replace(i, 2, token[i + 1] == '1' ? "/" : "~");
  }
  return token;
}

// The name an element of a list goes by, or "".
std::string name_of(const Json& item) {
  if (!item.is_object()) return {};
  for (const char* key : {"name", "wonder", "progress_token"}) {
    const auto it = item.find(key);
    if (it != item.end() && it->is_string() && !it->get_ref<const std::string&>().empty()) return it->get<std::string>();
  }
  return {};
}

// `pointer` with the names of the items it passes through in `doc`; "" when it passes none.
std::string with_names(const Json& doc, const std::string& pointer) {
  std::string out;
  bool named = false;
  const Json* at = &doc;
  for (const std::string& token : tokens_of(pointer)) {
    out += "/" + token;
    if (!at) continue;
    if (at->is_object()) {
      const auto it = at->find(unescaped(token));
      at = it == at->end() ? nullptr : &*it;
    } else if (at->is_array()) {
      std::size_t index = 0;
      const auto [end, ec] = std::from_chars(token.data(), token.data() + token.size(), index);
      at = ec == std::errc() && end == token.data() + token.size() && index < at->size() ? &(*at)[index] : nullptr;
      if (const std::string name = at ? name_of(*at) : std::string(); !name.empty()) {
        out += " (" + name + ")";
        named = true;
      }
    } else {
      at = nullptr;
    }
  }
  return named ? out : std::string();
}

}  // namespace

void name_items(std::vector<DataError>& errors, const std::map<std::string, Json, std::less<>>& docs) {
  for (DataError& e : errors) {
    const auto doc = docs.find(e.file);
    if (doc != docs.end() && !e.path.empty()) e.named_path = with_names(doc->second, e.path);
  }
}

}  // namespace duel::data
