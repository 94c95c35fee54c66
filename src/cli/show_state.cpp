#include "show_state.hpp"
#include "show_agora.hpp"
#include "show_pantheon.hpp"

#include <algorithm>
#include <sstream>

#include "duel/decisions.hpp"
#include "duel/decks.hpp"
#include "duel/describe.hpp"
#include "duel/payment.hpp"
#include "duel/notation.hpp"
#include "duel/scoring.hpp"

namespace duel::cli {
namespace {

using Json = nlohmann::ordered_json;

std::string player_name(Player p) { return "player " + std::to_string(p + 1); }

// Resource counts or prices by name, the zero entries left out.
template <typename Counts>
Json resources(const Counts& r) {
  Json out = Json::object();
  for (int i = 0; i < kResourceCount; ++i) {
    if (r[static_cast<std::size_t>(i)]) out[std::string(resource_name(Resource(i)))] = r[static_cast<std::size_t>(i)];
  }
  return out;
}

std::string name_or_unknown(const std::vector<std::string>& names, std::uint8_t id) {
  return id == kNone || id >= names.size() ? "(hidden)" : names[id];
}

// What a Military token on `side`'s half does, in the engine's words (describe.hpp), said
// for whom it acts: the other player when the Conflict pawn enters its zone, and with
// Pantheon whoever applies it with Neptune, whichever side it lies on (rulings 27).
std::string military_token_effect(const Rules& rules, std::size_t zone, Player side) {
  const std::string effect = military_token_effect_text(rules, static_cast<int>(zone));
  if (effect.empty()) return "nothing";
  std::string out = "the Conflict pawn entering its zone, for " + player_name(opponent(side)) + ": " + effect;
  if (rules.pantheon) out += "; applied by Neptune, for its activator: " + effect;
  return out;
}

// Who must decide, what, and the card or effect that asked.
Json decision(const GameState& s, const std::string& last_move, const EventLog& events) {
  Json d;
  const DecisionKind& kind = decision_kind(s.phase);
  d["phase"] = std::string(kind.summary);
  if (s.is_terminal()) {
    d["result"] = s.victory == VictoryType::Shared ? "shared victory"
                                                   : player_name(s.winner) + " wins (" + std::string(victory_type_name(s.victory)) + ")";
    return d;
  }
  d["player"] = s.to_move() + 1;
  bool replayed = false;
  for (const Event& e : events) replayed = replayed || e.type == EventType::ReplayTurn;
  const std::string why = kind.explain(s, replayed, last_move);
  d["why"] = why;
  if (!last_move.empty()) d["after"] = last_move;
  return d;
}

// The own back a face-down slot of an observation shows (rulings 26), named by the pool
// added to the Age that has such cards: "Guild", "Grand Temple", "Senator"; "" for the
// Age's own back.
std::string own_back(const GameState& s, int slot) {
  const bool senator = s.senator_backs >> slot & 1;
  if (!senator && !(s.guild_backs >> slot & 1)) return "";
  const Rules& rules = s.rules();
  const std::vector<DeckDraw>& draws = age_composition(rules, s.age);
  for (std::size_t i = 1; i < draws.size(); ++i) {
    const std::vector<CardId> cards = pool_cards(rules, draws[i].pool);
    if (cards.empty() || rules.cards[cards.front()].is_senator() != senator) continue;
    if (senator) return "Senator";
    const bool temple = rules.pantheon && std::any_of(rules.pantheon->grand_temples.begin(), rules.pantheon->grand_temples.end(),
                                                      [&](const GrandTempleDef& t) { return t.card == cards.front(); });
    return temple ? "Grand Temple" : "Guild";
  }
  return senator ? "Senator" : "Guild";
}

Json structure(const GameState& s) {
  Json rows = Json::array();
  if (s.age < 1 || s.age > kAges) return rows;
  const StructureLayout& layout = s.rules().layouts[s.age - 1];
  for (std::size_t i = 0; i < layout.slots.size(); ++i) {
    const int slot = static_cast<int>(i);
    while (rows.size() <= layout.slots[i].row) rows.push_back(Json::array());
    Json cell;
    cell["slot"] = slot;
    if (!(s.present >> slot & 1)) cell["card"] = nullptr;
    else if (s.slots[i] == kNone && !own_back(s, slot).empty()) {
      cell["card"] = "face down (" + own_back(s, slot) + " back)";
      cell["back"] = own_back(s, slot);
    } else if (s.slots[i] == kNone) cell["card"] = "face down";
    else if (!(s.face_up >> slot & 1)) cell["card"] = "face down: " + s.rules().cards[s.slots[i]].name;
    else cell["card"] = s.rules().cards[s.slots[i]].name;
    cell["accessible"] = s.slot_accessible(slot);
    rows[layout.slots[i].row].push_back(cell);
  }
  return rows;
}

Json payment_json(const Payment& pay) {
  Json j;
  j["total_coins"] = pay.total;
  if (pay.chain) j["chain"] = true;
  j["printed_coins"] = pay.printed_coins;
  j["resources"] = resources(pay.required);
  j["own_production"] = resources(pay.from_production);
  j["waived"] = resources(pay.waived);
  Json bought = Json::array();
  for (int r = 0; r < kResourceCount; ++r) {
    const auto i = static_cast<std::size_t>(r);
    if (pay.bought[i]) bought.push_back({{"resource", resource_name(Resource(r))}, {"units", pay.bought[i]}, {"price", pay.unit_price[i]}});
  }
  j["bought"] = bought;
  j["trade_coins"] = pay.trade_coins;
  return j;
}

// What activating a Pantheon card costs, step by step (payment.hpp ActivationPrice).
Json activation_json(const ActivationPrice& price) {
  Json j;
  j["total_coins"] = price.coins;
  j["space_cost"] = price.space_cost;
  if (price.multiplier != 1) j["multiplier"] = price.multiplier;
  if (price.discount) j["discount"] = price.discount;
  if (price.offerings) j["offerings"] = price.offerings;
  if (price.from_astarte) j["from_astarte"] = price.from_astarte;
  return j;
}

// Calls f with every activation of a revealed Pantheon card, with each set of the
// Offering tokens held, while a card is to be played (legal or not).
template <typename F>
void for_each_activation(const GameState& s, F&& f) {
  if (!s.pantheon.on || s.age < 2 || s.phase != Phase::Play) return;
  const Player p = s.to_move();
  const PantheonState& ps = s.pantheon;
  const std::uint8_t held = ps.players[p].offerings;
  for (int i = 0; i < ps.space_count; ++i) {
    const DivinityId d = ps.spaces[static_cast<std::size_t>(i)];
    if (!(ps.revealed >> i & 1) || d == kNone) continue;
    for (unsigned set = 0; set <= held; ++set) {
      if ((set & ~held) == 0) f(Action{ActionType::Activate, d, static_cast<std::uint8_t>(set)});
    }
  }
}

}  // namespace

Json legal_moves_with_costs(const GameState& s) {
  Json out = Json::array();
  if (s.is_terminal()) return out;
  ActionList legal;
  s.legal_actions(legal);
  const Player p = s.to_move();
  for (const Action& a : legal) {
    Json m;
    m["move"] = action_to_string(s, a, kReferee);
    if (a.type == ActionType::Construct) m["cost"] = payment_json(card_payment(s, p, a.card));
    if (a.type == ActionType::BuildWonder) m["cost"] = payment_json(wonder_payment(s, p, a.wonder));
    if (a.type == ActionType::Discard) m["gain_coins"] = discard_value(s, p);
    if (a.type == ActionType::Activate) m["cost"] = activation_json(activation_price(s, p, a.card, a.wonder));
    out.push_back(m);
  }
  return out;
}

namespace {

// Accessible cards, own Wonders and the Pantheon's revealed cards that cannot be used
// now, with the reason.
Json impossible(const GameState& s) {
  Json out = Json::array();
  if (decision_kind(s.phase).from != ChoiceFrom::Structure) return out;
  for_each_activation(s, [&](const Action& a) {
    if (!s.is_legal(a)) out.push_back({{"move", action_to_string(s, a, kReferee)}, {"why", why_illegal(s, a)}});
  });
  const Player p = s.to_move();
  for (int slot = 0; slot < s.slot_count(); ++slot) {
    if (!s.slot_accessible(slot) || s.slots[static_cast<std::size_t>(slot)] == kNone) continue;
    const CardId card = s.slots[static_cast<std::size_t>(slot)];
    const Action construct{ActionType::Construct, card, kNone};
    if (!s.is_legal(construct)) out.push_back({{"move", action_to_string(s, construct, kReferee)}, {"why", why_illegal(s, construct)}});
    const City& c = s.cities[p];
    for (int i = 0; i < c.wonder_count; ++i) {
      const WonderId w = c.wonders[static_cast<std::size_t>(i)];
      const Action build{ActionType::BuildWonder, card, w};
      if (w != kNone && !c.wonder_built(i) && !s.is_legal(build)) out.push_back({{"move", action_to_string(s, build, kReferee)}, {"why", why_illegal(s, build)}});
    }
  }
  return out;
}

Json city(const GameState& s, Player p) {
  const Rules& rules = s.rules();
  const City& c = s.cities[p];
  Json j;
  j["coins"] = c.coins;
  j["production"] = resources(c.production);
  Json one_of = Json::array();
  for (int i = 0; i < c.one_of_count; ++i) {
    Json choice = Json::array();
    for (int r = 0; r < kResourceCount; ++r) {
      if (c.one_of[static_cast<std::size_t>(i)] >> r & 1) choice.push_back(resource_name(Resource(r)));
    }
    one_of.push_back(choice);
  }
  j["one_of"] = one_of;
  j["prices"] = resources(unit_prices(s, p));
  Json cards = Json::object();
  c.cards.for_each([&](CardId card) { cards[std::string(color_name(rules.cards[card].color))].push_back(rules.cards[card].name); });
  j["cards"] = cards;
  Json wonders = Json::array();
  for (int i = 0; i < c.wonder_count; ++i) {
    if (c.wonders[static_cast<std::size_t>(i)] == kNone) continue;
    Json w = {{"name", rules.wonders[c.wonders[static_cast<std::size_t>(i)]].name}, {"built", c.wonder_built(i)}};
    if (c.wonder_built(i)) w["tucked"] = rules.cards[c.wonder_cards[static_cast<std::size_t>(i)]].name;
    wonders.push_back(w);
  }
  j["wonders"] = wonders;
  Json tokens = Json::array();
  for (std::size_t t = 0; t < rules.progress_tokens.size(); ++t) {
    if (c.progress >> t & 1) tokens.push_back(rules.progress_tokens[t].name);
  }
  j["progress_tokens"] = tokens;
  Json chains = Json::array();
  for (std::size_t i = 0; i < rules.chain_symbols.size(); ++i) {
    if (c.chains >> i & 1) chains.push_back(rules.chain_symbols[i]);
  }
  j["chain_symbols"] = chains;
  Json science = Json::object();
  for (int k = 0; k < kScienceCount; ++k) {
    if (c.science[static_cast<std::size_t>(k)]) science[std::string(science_name(Science(k)))] = c.science[static_cast<std::size_t>(k)];
  }
  j["science"] = science;
  const ScoreSheet sheet = score_sheet(s, p);
  Json score = Json::object();
  for (int k = 0; k < score_categories(s.rules()); ++k) score[std::string(score_category_name(ScoreCategory(k)))] = sheet.points[static_cast<std::size_t>(k)];
  score["total"] = sheet.total();
  j["score"] = score;
  return j;
}

}  // namespace

Json describe_position(const GameState& s, const std::string& last_move, const EventLog& last_events, bool observed) {
  const Rules& rules = s.rules();
  std::vector<std::string> card_names, token_names, wonder_names;
  for (const CardDef& c : rules.cards) card_names.push_back(c.name);
  for (const ProgressTokenDef& t : rules.progress_tokens) token_names.push_back(t.name);
  for (const WonderDef& w : rules.wonders) wonder_names.push_back(w.name);
  Json j;
  j["age"] = s.age;
  j["decision"] = decision(s, last_move, last_events);
  if (s.phase == Phase::WonderSelection) {
    Json offer = Json::array();
    const int round_start = s.selection_step < 4 ? 0 : 4;
    for (int i = round_start; i < round_start + 4 && i < s.wonder_order_count; ++i) {
      if (!(s.wonders_picked >> i & 1)) offer.push_back(name_or_unknown(wonder_names, s.wonder_order[static_cast<std::size_t>(i)]));
    }
    j["wonders_on_offer"] = offer;
  }
  j["structure"] = structure(s);
  Json discard = Json::array();
  for (int i = 0; i < s.discard_count; ++i) discard.push_back(card_names[s.discard_pile[static_cast<std::size_t>(i)]]);
  j["discard_pile"] = discard;
  Json board = Json::array(), box = Json::array(), drawn = Json::array();
  for (int i = 0; i < s.board_token_count; ++i) {
    if (s.board_tokens[static_cast<std::size_t>(i)] != kNone) board.push_back(token_names[s.board_tokens[static_cast<std::size_t>(i)]]);
  }
  for (int i = 0; i < s.box_token_count; ++i) box.push_back(name_or_unknown(token_names, s.box_tokens[static_cast<std::size_t>(i)]));
  for (int i = 0; i < s.drawn_token_count; ++i) drawn.push_back(name_or_unknown(token_names, s.drawn_tokens[static_cast<std::size_t>(i)]));
  j["progress_tokens_on_board"] = board;
  j["progress_tokens_in_box"] = box;
  if (!drawn.empty()) j["progress_tokens_drawn"] = drawn;
  Json military;
  military["conflict_pawn"] = s.conflict_pawn;
  military["towards"] = s.conflict_pawn > 0 ? "player 2's capital" : s.conflict_pawn < 0 ? "player 1's capital" : "centre";
  // Zones count from 1 at the centre, as Neptune's moves name them ("zone 3").
  Json tokens = Json::array();
  for (Player side = 0; side < 2; ++side) {
    for (std::size_t z = 0; z < rules.military.zones.size(); ++z) {
      if (s.military_token_present(side, static_cast<int>(z))) {
        tokens.push_back({{"side", player_name(side)}, {"zone", z + 1}, {"coins", rules.military.zones[z].token_coins},
                          {"effect", military_token_effect(rules, z, side)}});
      }
    }
  }
  military["tokens_left"] = tokens;
  j["military"] = military;
  // Wonders in the box: dealt to no one and no longer (or never) on offer.
  Json wonder_box = Json::array();
  if (s.phase != Phase::WonderSelection) {
    for (WonderId w = 0; w < rules.wonders.size(); ++w) {
      bool owned = false;
      for (const City& c : s.cities) {
        for (WonderId o : c.wonders) owned = owned || o == w;
      }
      if (!owned) wonder_box.push_back(observed ? std::string("(hidden)") : wonder_names[w]);
    }
  }
  j["wonders_in_box"] = wonder_box;
  j["players"] = Json::array({city(s, 0), city(s, 1)});
  if (s.pantheon.on) j["pantheon"] = pantheon_json(s);
  if (s.agora.on) j["agora"] = agora_json(s);
  j["moves"] = legal_moves_with_costs(s);
  j["not_possible"] = impossible(s);
  return j;
}

namespace {

std::string text_of(const Json& v) {
  if (v.is_string()) return v.get<std::string>();
  if (v.is_null()) return "-";
  if (v.is_array()) {
    std::string out;
    for (const Json& e : v) out += (out.empty() ? "" : ", ") + text_of(e);
    return out.empty() ? "none" : out;
  }
  if (v.is_object()) {
    std::string out;
    for (auto it = v.begin(); it != v.end(); ++it) out += (out.empty() ? "" : ", ") + it.key() + " " + text_of(it.value());
    return out.empty() ? "none" : out;
  }
  return v.dump();
}

std::string coins_text(int n) { return std::to_string(n) + (n == 1 ? " coin" : " coins"); }

// "8 coins (space 4, doubled by the Gate; discount 2; Offering tokens 3; 1 from Astarte)"
std::string activation_cost_text(const Json& c) {
  std::string parts = "space " + std::to_string(c["space_cost"].get<int>());
  if (c.contains("multiplier")) parts += ", times " + std::to_string(c["multiplier"].get<int>()) + " for the Gate";
  if (c.contains("discount")) parts += "; discount " + std::to_string(c["discount"].get<int>());
  if (c.contains("offerings")) parts += "; Offering tokens " + std::to_string(c["offerings"].get<int>());
  if (c.contains("from_astarte")) parts += "; " + std::to_string(c["from_astarte"].get<int>()) + " from Astarte";
  return coins_text(c["total_coins"].get<int>()) + " (" + parts + ")";
}

std::string cost_text(const Json& c) {
  if (c.contains("space_cost")) return activation_cost_text(c);
  std::string out = coins_text(c["total_coins"].get<int>());
  if (c.contains("chain")) return out + " (free through a chain)";
  std::string parts;
  auto add = [&](const std::string& s) { parts += (parts.empty() ? "" : "; ") + s; };
  if (c["printed_coins"].get<int>()) add(std::to_string(c["printed_coins"].get<int>()) + " printed");
  if (!c["resources"].empty()) add("needs " + text_of(c["resources"]));
  if (!c["own_production"].empty()) add("own production " + text_of(c["own_production"]));
  if (!c["waived"].empty()) add("waived " + text_of(c["waived"]));
  for (const Json& b : c["bought"]) {
    add("buys " + std::to_string(b["units"].get<int>()) + " " + b["resource"].get<std::string>() + " at " +
        std::to_string(b["price"].get<int>()));
  }
  return parts.empty() ? out : out + " (" + parts + ")";
}

}  // namespace

std::string move_cost_text(const Json& move) {
  std::string out = move["move"].get<std::string>();
  if (move.contains("cost")) out += ": " + cost_text(move["cost"]);
  if (move.contains("gain_coins")) out += ": gains " + coins_text(move["gain_coins"].get<int>());
  return out;
}

std::string legal_costs_line(const GameState& s) {
  std::string out;
  for (const Json& move : legal_moves_with_costs(s)) out += (out.empty() ? "" : " | ") + move_cost_text(move);
  return out;
}

std::string listed(const std::vector<std::string>& items) {
  if (items.empty()) return "-";
  std::string out = items.front();
  for (std::size_t i = 1; i < items.size(); ++i) out.append(", ").append(items[i]);
  return out;
}

std::string position_text(const Json& j) {
  std::ostringstream out;
  const Json& d = j["decision"];
  out << "Age " << j["age"].get<int>() << ", " << d["phase"].get<std::string>();
  if (d.contains("result")) out << ": " << d["result"].get<std::string>() << "\n";
  else out << ": player " << d["player"].get<int>() << " — " << d["why"].get<std::string>() << "\n";
  if (d.contains("after")) out << "after: " << d["after"].get<std::string>() << "\n";
  if (j.contains("wonders_on_offer")) out << "Wonders on offer: " << text_of(j["wonders_on_offer"]) << "\n";
  if (!j["structure"].empty()) {
    out << "\nStructure (row by row from the top; slot numbers from 0, as Zeus's moves name them; * accessible, - taken; "
           "the full view names face-down cards):\n";
    for (const Json& row : j["structure"]) {
      out << " ";
      for (const Json& cell : row) {
        out << " [" << cell["slot"].get<int>() << ":" << (cell["accessible"].get<bool>() ? "*" : "") << text_of(cell["card"]) << "]";
      }
      out << "\n";
    }
  }
  out << "\nDiscard pile: " << text_of(j["discard_pile"]) << "\n";
  out << "Progress tokens on the board: " << text_of(j["progress_tokens_on_board"]) << "\n";
  out << "Progress tokens in the box: " << text_of(j["progress_tokens_in_box"]) << "\n";
  if (j.contains("progress_tokens_drawn")) out << "Progress tokens drawn: " << text_of(j["progress_tokens_drawn"]) << "\n";
  out << "Wonders in the box: " << text_of(j["wonders_in_box"]) << "\n";
  const Json& m = j["military"];
  out << "Conflict pawn: " << m["conflict_pawn"].get<int>() << " (" << m["towards"].get<std::string>() << "); military tokens left:";
  for (const Json& t : m["tokens_left"]) out << " " << t["side"].get<std::string>() << " zone " << t["zone"].get<int>() << " (" << t["effect"].get<std::string>() << ");";
  out << "\n";
  for (std::size_t p = 0; p < 2; ++p) {
    const Json& c = j["players"][p];
    out << "\nPlayer " << p + 1 << ": " << c["coins"].get<int>() << " coins\n"
        << "  production: " << text_of(c["production"]) << "; one of: " << text_of(c["one_of"]) << "\n"
        << "  prices: " << text_of(c["prices"]) << "\n";
    for (auto it = c["cards"].begin(); it != c["cards"].end(); ++it) out << "  " << it.key() << ": " << text_of(it.value()) << "\n";
    out << "  Wonders:";
    for (const Json& w : c["wonders"]) {
      out << " " << w["name"].get<std::string>() << (w["built"].get<bool>() ? " (built with " + w["tucked"].get<std::string>() + ")" : "") << ";";
    }
    out << "\n  Progress tokens: " << text_of(c["progress_tokens"]) << "\n  chain symbols: " << text_of(c["chain_symbols"])
        << "\n  science: " << text_of(c["science"]) << "\n  score: " << text_of(c["score"]) << "\n";
  }
  if (j.contains("pantheon")) out << pantheon_text(j["pantheon"]);
  if (j.contains("agora")) out << agora_text(j["agora"]);
  if (!j["moves"].empty()) {
    out << "\nLegal moves (" << j["moves"].size() << "):\n";
    for (const Json& mv : j["moves"]) out << "  " << move_cost_text(mv) << "\n";
  }
  if (!j["not_possible"].empty()) {
    out << "Not possible now:\n";
    for (const Json& mv : j["not_possible"]) out << "  " << mv["move"].get<std::string>() << ": " << mv["why"].get<std::string>() << "\n";
  }
  return out.str();
}

}  // namespace duel::cli
