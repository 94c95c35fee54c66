#include "show_agora.hpp"

#include "duel/describe.hpp"

#include "show_state.hpp"

#include <sstream>

namespace duel::cli {
namespace {

using Json = nlohmann::ordered_json;

Json player_or_null(Player p) { return p < 2 ? Json("player " + std::to_string(p + 1)) : Json(nullptr); }

std::string list_text(const Json& v) {
  std::vector<std::string> items;
  for (const auto& item : v) items.push_back(item.get<std::string>());
  return listed(items);
}

}  // namespace

Json agora_json(const GameState& s) {
  const Rules& rules = s.rules();
  const AgoraRules& a = *rules.agora;
  const AgoraState& as = s.agora;
  Json j;
  Json chambers = Json::array();
  for (int c = 0; c < kChambers; ++c) {
    const auto i = static_cast<std::size_t>(c);
    Json decrees = Json::array();
    for (int k = 0; k < as.decree_count[i]; ++k) {
      const DecreeId d = as.decrees[i][static_cast<std::size_t>(k)];
      if (as.face_down_at(c, k) || d == kNone) decrees.push_back("face down");
      else decrees.push_back(item_name(rules, {ItemKind::Decree, d}) + ": " + describe_item_line(rules, {ItemKind::Decree, d}));
    }
    chambers.push_back({{"chamber", c + 1}, {"section", a.chamber_section[i] + 1}, {"points", a.chamber_points[i]},
                        {"cubes", {as.cubes[0][i], as.cubes[1][i]}}, {"controller", player_or_null(as.controller[i])},
                        {"decrees", decrees}});
  }
  j["chambers"] = chambers;
  j["supply"] = {as.supply[0], as.supply[1]};
  j["conspiracy_deck"] = as.deck_count;
  // A box token put face down is its player's secret: the other reads only where it came from.
  if (as.obscured != kNone) j["obscured_token"] = rules.progress_tokens[as.obscured].name;
  else if (as.obscured_from_box) j["obscured_token"] = "a Progress token from the box, face down";
  Json players = Json::array();
  for (Player q = 0; q < 2; ++q) {
    const ConspiracyHand& h = as.hands[q];
    Json hand = Json::array();
    for (int i = 0; i < h.count; ++i) {
      const ConspiracyId id = h.ids[static_cast<std::size_t>(i)];
      Json c = {{"name", id == kNone ? std::string("hidden") : a.conspiracies[id].name}};
      if (id != kNone) c["effect"] = describe_item_line(rules, {ItemKind::Conspiracy, id});  // only when the viewer knows it
      if (h.is_triggered(i)) c["state"] = "triggered";
      else if (h.prepared(i)) c["state"] = "prepared with " + rules.cards[h.tucked[static_cast<std::size_t>(i)]].name;
      else c["state"] = "not prepared";
      hand.push_back(c);
    }
    players.push_back({{"senators", s.cities[q].color_count[static_cast<int>(Color::Senator)]}, {"conspiracies", hand}});
  }
  j["players"] = players;
  return j;
}

std::string agora_text(const Json& j) {
  std::ostringstream out;
  out << "\nSenate (cubes player 1 / player 2):\n";
  for (const Json& c : j["chambers"]) {
    out << "  Chamber " << c["chamber"].get<int>() << " (section " << c["section"].get<int>() << ", "
        << c["points"].get<int>() << " VP): " << c["cubes"][0].get<int>() << "/" << c["cubes"][1].get<int>() << ", "
        << (c["controller"].is_null() ? std::string("nobody controls it") : c["controller"].get<std::string>() + " controls it")
        << "; Decrees: " << list_text(c["decrees"]) << "\n";
  }
  out << "  cubes in supply: " << j["supply"][0].get<int>() << "/" << j["supply"][1].get<int>()
      << "; Conspiracy deck: " << j["conspiracy_deck"].get<int>() << " cards\n";
  if (j.contains("obscured_token")) out << "  out of the game (Obscurantism): " << j["obscured_token"].get<std::string>() << "\n";
  for (std::size_t p = 0; p < 2; ++p) {
    const Json& h = j["players"][p];
    std::vector<std::string> hand;
    for (const Json& c : h["conspiracies"]) hand.push_back(c["name"].get<std::string>() + " (" + c["state"].get<std::string>() + ")");
    out << "  player " << p + 1 << ": " << h["senators"].get<int>() << " Senators; Conspiracies: " << listed(hand) << "\n";
  }
  return out.str();
}

}  // namespace duel::cli
