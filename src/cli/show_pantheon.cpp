#include "show_pantheon.hpp"

#include "duel/describe.hpp"

#include "show_state.hpp"

#include <bit>
#include <cctype>
#include <sstream>

namespace duel::cli {
namespace {

using Json = nlohmann::ordered_json;

std::string slot_token_name(const PantheonRules& p, std::uint8_t t) {
  if (SlotToken::mythology(t)) return mythology_title(SlotToken::index(t)) + " Mythology token";
  return "Offering token " + std::to_string(p.offering_tokens[SlotToken::index(t)]);
}

}  // namespace

Json pantheon_json(const GameState& s) {
  const Rules& rules = s.rules();
  const PantheonRules& p = *rules.pantheon;
  const PantheonState& ps = s.pantheon;
  Json j;
  Json spaces = Json::array();
  for (int i = 0; i < ps.space_count; ++i) {
    const DivinityId d = ps.spaces[static_cast<std::size_t>(i)];
    const bool face_down = ps.backs[static_cast<std::size_t>(i)] != kNone && !(ps.revealed >> i & 1);
    // The Gate costs its space's cost times its multiplier (what activating it costs).
    const int times = d == kGate ? p.gate_cost_multiplier : 1;
    const auto& costs = p.space_costs[static_cast<std::size_t>(i)];
    Json space = {{"space", i + 1}, {"costs", {costs[0] * times, costs[1] * times}}};
    if (d == kNone && ps.backs[static_cast<std::size_t>(i)] == kNone) space["card"] = nullptr;
    else if (d == kNone) space["card"] = "face down (" + mythology_title(ps.backs[static_cast<std::size_t>(i)]) + ")";
    else space["card"] = p.name_of(d) + (face_down ? " (face down)" : "");
    if (d != kNone) {  // known to the viewer (an observation hides the others): what it does
      space["effect"] = describe_item_line(rules, d == kGate ? ItemRef{ItemKind::Gate, 0} : ItemRef{ItemKind::Divinity, d});
    }
    spaces.push_back(space);
  }
  j["spaces"] = spaces;
  Json decks = Json::object();
  for (int m = 0; m < kMythologyCount; ++m) decks[mythology_title(m)] = ps.deck_count[static_cast<std::size_t>(m)];
  j["deck_sizes"] = decks;
  Json on_cards = Json::array();
  if (s.age > 0) {
    for (int slot = 0; slot < s.slot_count(); ++slot) {
      const std::uint8_t t = ps.slot_tokens[static_cast<std::size_t>(s.age - 1)][static_cast<std::size_t>(slot)];
      if (t != SlotToken::kNothing && (s.present >> slot & 1)) on_cards.push_back({{"slot", slot}, {"token", slot_token_name(p, t)}});
    }
  }
  j["tokens_on_structure"] = on_cards;
  Json enki = Json::array();
  for (int i = 0; i < ps.divinity_token_count; ++i) enki.push_back(rules.progress_tokens[ps.divinity_tokens[static_cast<std::size_t>(i)]].name);
  if (!enki.empty()) j["tokens_on_enki"] = enki;
  j["minerva"] = ps.minerva == kNoMinerva ? Json(nullptr) : Json(ps.minerva);
  j["snake"] = ps.snake == kNone ? Json(nullptr) : Json(rules.cards[ps.snake].name);
  Json players = Json::array();
  for (Player q = 0; q < 2; ++q) {
    const PantheonHoldings& h = ps.players[q];
    Json tokens = Json::object();
    for (int m = 0; m < kMythologyCount; ++m) {
      if (h.mythology_tokens[static_cast<std::size_t>(m)]) tokens[mythology_title(m)] = h.mythology_tokens[static_cast<std::size_t>(m)];
    }
    Json offerings = Json::array();
    for (std::uint32_t bits = h.offerings; bits != 0; bits &= bits - 1) offerings.push_back(p.offering_tokens[static_cast<std::size_t>(std::countr_zero(bits))]);
    Json divinities = Json::array();
    for (std::uint32_t bits = h.divinities; bits != 0; bits &= bits - 1) divinities.push_back(p.name_of(static_cast<DivinityId>(std::countr_zero(bits))));
    if (h.gate) divinities.push_back(p.gate_name);
    players.push_back({{"mythology_tokens", tokens}, {"offering_tokens", offerings}, {"astarte_coins", h.astarte_coins},
                       {"activated", divinities}});
  }
  j["players"] = players;
  return j;
}

std::string pantheon_text(const Json& j) {
  auto list = [](const Json& v) {
    std::vector<std::string> items;
    for (const auto& item : v) items.push_back(item.is_string() ? item.get<std::string>() : item.dump());
    return listed(items);
  };
  std::ostringstream out;
  out << "\nPantheon (costs for player 1 / player 2):";
  for (const Json& space : j["spaces"]) {
    out << " " << space["space"].get<int>() << ": " << (space["card"].is_null() ? std::string("empty") : space["card"].get<std::string>())
        << " (" << space["costs"][0].get<int>() << "/" << space["costs"][1].get<int>() << ");";
  }
  out << "\n  decks: " << j["deck_sizes"].dump() << "\n  tokens on the structure: ";
  std::vector<std::string> tokens;
  for (const Json& t : j["tokens_on_structure"]) tokens.push_back(t["token"].get<std::string>() + " on slot " + std::to_string(t["slot"].get<int>()));
  out << listed(tokens) << "\n";
  if (j.contains("tokens_on_enki")) out << "  on Enki: " << list(j["tokens_on_enki"]) << "\n";
  if (!j["minerva"].is_null()) out << "  Minerva pawn on space " << j["minerva"].get<int>() << "\n";
  if (!j["snake"].is_null()) out << "  the Snake on " << j["snake"].get<std::string>() << "\n";
  for (std::size_t p = 0; p < 2; ++p) {
    const Json& h = j["players"][p];
    out << "  player " << p + 1 << ": Mythology tokens " << (h["mythology_tokens"].empty() ? "-" : h["mythology_tokens"].dump())
        << "; Offering tokens " << list(h["offering_tokens"]) << "; coins on Astarte " << h["astarte_coins"].get<int>()
        << "; activated " << list(h["activated"]) << "\n";
  }
  return out.str();
}

}  // namespace duel::cli
