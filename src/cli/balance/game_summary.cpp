#include "game_summary.hpp"

#include <algorithm>
#include <bit>
#include <iterator>
#include <set>

#include "duel/pantheon_state.hpp"

namespace duel::cli::balance {
const char* use_name(Use u) {
  static const char* const names[] = {"constructed", "discarded", "tucked",    "destroyed", "drafted",   "built",
                                      "taken",       "activated", "kept",      "prepared",  "triggered", "controlled", "drawn",     "spent"};
  static_assert(std::size(names) == kUseCount);
  return names[static_cast<int>(u)];
}

int GameSummary::total(int agent) const {
  int t = 0;
  for (int v : points[static_cast<std::size_t>(agent)]) t += v;
  return t;
}

int running_score(const GameState& state, Player p) { return score_sheet(state, p).total(); }

namespace {
// Pantheon effects that score (Mysticism): `amount` VP per Mythology and Offering token
// held, as the engine's Progress row counts them.
int pantheon_points(const GameState& s, Player p, const std::vector<PantheonEffect>& effects) {
  int amount = 0;
  for (const PantheonEffect& e : effects) amount += e.kind == PantheonEffectKind::VictoryPointsPerPantheonToken ? e.amount : 0;
  if (amount == 0 || !s.pantheon.on) return 0;
  const PantheonHoldings& h = s.pantheon.players[p];
  int tokens = std::popcount(h.offerings);
  for (std::uint8_t n : h.mythology_tokens) tokens += n;
  return tokens * amount;
}
}  // namespace

int held_points(const GameState& s, Player p, ItemKind kind, int id) {
  const Rules& rules = s.rules();
  const City& city = s.cities[p];
  const auto at = static_cast<std::size_t>(id);
  switch (kind) {
    case ItemKind::Card:
      return id < static_cast<int>(rules.cards.size()) && city.cards.contains(static_cast<CardId>(id))
                 ? victory_points_of(s, p, rules.cards[at].effects) : 0;
    case ItemKind::Wonder:
      for (int i = 0; i < city.wonder_count; ++i) {
        if (city.wonders[i] != id || !city.wonder_built(i)) continue;
        return victory_points_of(s, p, rules.wonders[at].effects) + pantheon_points(s, p, rules.wonders[at].pantheon);
      }
      return 0;
    case ItemKind::Token:
      if (id >= static_cast<int>(rules.progress_tokens.size()) || !(city.progress >> id & 1)) return 0;
      return victory_points_of(s, p, rules.progress_tokens[at].effects) + pantheon_points(s, p, rules.progress_tokens[at].pantheon);
    case ItemKind::Divinity: {  // its VP, and the coins left on it (Astarte), 1 VP each
      if (!rules.pantheon || id >= static_cast<int>(rules.pantheon->divinities.size()) || !(s.pantheon.players[p].divinities >> id & 1)) return 0;
      const DivinityDef& d = rules.pantheon->divinities[at];
      const bool holds_coins = std::any_of(d.pantheon.begin(), d.pantheon.end(),
                                           [](const PantheonEffect& e) { return e.kind == PantheonEffectKind::CoinsOnDivinity; });
      return victory_points_of(s, p, d.effects) + (holds_coins ? s.pantheon.players[p].astarte_coins : 0);
    }
    default: return 0;
  }
}

void SummaryWatcher::after_move(const GameState& state, Player, const EventLog& events) {
  ++move_;
  auto add = [&](ItemKind kind, Use use, std::uint8_t id, Player who) {
    out_.items.push_back({kind, use, id, static_cast<std::uint8_t>(agent_of(who)), state.age,
                          static_cast<std::uint16_t>(move_), 0});
  };
  for (const Event& e : events) {
    switch (e.type) {
      case EventType::WonderPicked: add(ItemKind::Wonder, Use::Drafted, e.a, e.player); break;
      case EventType::CardConstructed: add(ItemKind::Card, Use::Constructed, e.a, e.player); break;
      case EventType::CardDiscarded: add(ItemKind::Card, Use::Discarded, e.a, e.player); break;
      case EventType::WonderBuilt:
        add(ItemKind::Wonder, Use::Built, e.a, e.player);
        add(ItemKind::Card, Use::Tucked, e.b, e.player);
        break;
      case EventType::ProgressTaken: add(ItemKind::Token, Use::Taken, e.a, e.player); break;
      case EventType::OpponentCardDiscarded: add(ItemKind::Card, Use::Destroyed, e.a, e.player); break;
      case EventType::DivinityActivated: {  // the Gate gets the row after the Divinities
        const std::size_t divinities = state.rules().pantheon ? state.rules().pantheon->divinities.size() : 0;
        add(ItemKind::Divinity, Use::Activated, e.a == kGate ? static_cast<std::uint8_t>(divinities) : e.a, e.player);
        // The Offering tokens it was paid with: held after the last move, not now.
        const std::uint8_t spent = offerings_held_[e.player] & static_cast<std::uint8_t>(~state.pantheon.players[e.player].offerings);
        for (int o = 0; o < kMaxOfferings; ++o) {
          if (spent >> o & 1) add(ItemKind::PantheonToken, Use::Spent, static_cast<std::uint8_t>(kMythologyCount + o), e.player);
        }
        break;
      }
      case EventType::PantheonTokenTaken:
        if (SlotToken::mythology(e.a) || SlotToken::offering(e.a)) {
          add(ItemKind::PantheonToken, Use::Taken,
              static_cast<std::uint8_t>(SlotToken::index(e.a) + (SlotToken::offering(e.a) ? kMythologyCount : 0)), e.player);
        }
        break;
      case EventType::ConspiracyKept:
        add(ItemKind::Conspiracy, Use::Kept, e.a, e.player);
        if (e.b == 2) {  // Organized Crime: the event names one, every Conspiracy drawn is kept
          for (int k = 0; k < drawn_count_; ++k) {
            if (drawn_[static_cast<std::size_t>(k)] != e.a) add(ItemKind::Conspiracy, Use::Kept, drawn_[static_cast<std::size_t>(k)], e.player);
          }
        }
        break;
      case EventType::CardTaken: add(ItemKind::Card, Use::Taken, e.a, e.player); break;
      case EventType::CardsSwapped:  // a: taken by the player, b: given to the opponent
        add(ItemKind::Card, Use::Taken, e.a, e.player);
        add(ItemKind::Card, Use::Taken, e.b, opponent(e.player));
        break;
      case EventType::ConspiracyPrepared: add(ItemKind::Conspiracy, Use::Prepared, e.a, e.player); break;
      case EventType::ConspiracyTriggered: add(ItemKind::Conspiracy, Use::Triggered, e.a, e.player); break;
      case EventType::ChamberControl:
        if (e.a < chamber_taken_.size()) chamber_taken_[e.a] = {static_cast<std::uint16_t>(move_), static_cast<std::uint16_t>(state.age)};
        break;
      default: break;
    }
  }
  if (state.rules().agora) {  // who holds each face-up Decree after this move
    out_.decree_moves.resize(state.rules().agora->decrees.size());
    for (int c = 0; c < kChambers; ++c) {
      const Player controller = state.agora.controller[static_cast<std::size_t>(c)];
      if (controller == kNone) continue;
      for (int k = 0; k < state.agora.decree_count[static_cast<std::size_t>(c)]; ++k) {
        const DecreeId d = state.agora.decrees[static_cast<std::size_t>(c)][static_cast<std::size_t>(k)];
        if (!state.agora.face_down_at(c, k) && d < out_.decree_moves.size()) ++out_.decree_moves[d][static_cast<std::size_t>(agent_of(controller))];
      }
    }
  }
  if (state.rules().pantheon) {
    for (int p = 0; p < 2; ++p) offerings_held_[static_cast<std::size_t>(p)] = state.pantheon.players[static_cast<std::size_t>(p)].offerings;
  }
  if (state.rules().agora) {  // a conspire's draw, once, by the player who now keeps one
    const AgoraState& ag = state.agora;
    const bool kept = std::any_of(events.begin(), events.end(), [](const Event& e) { return e.type == EventType::ConspiracyKept; });
    if (ag.drawn_count > 0 && (drawn_count_ == 0 || kept)) {  // a new draw (a keep may be followed by one)
      for (int k = 0; k < ag.drawn_count; ++k) add(ItemKind::Conspiracy, Use::Drawn, ag.drawn[static_cast<std::size_t>(k)], state.current);
    }
    std::copy_n(ag.drawn.begin(), ag.drawn_count, drawn_.begin());
    drawn_count_ = ag.drawn_count;
  }
  if (phase_before_ == Phase::Play && (!state.rules().agora || state.agora.before_action == kNone)) ++out_.turns;
  phase_before_ = state.phase;
  const int a = running_score(state, seat(0)), b = running_score(state, seat(1));
  const int leader = a > b ? 0 : b > a ? 1 : -1;
  for (const Event& e : events) {  // Age II or III began: the Age before it ended on this move
    if (e.type == EventType::AgeBegan && e.a >= 2 && e.a <= 3) out_.age_leaders[static_cast<std::size_t>(e.a - 2)] = leader;
  }
  if (leader >= 0 && last_leader_ >= 0 && leader != last_leader_) ++out_.lead_changes;
  if (leader >= 0) last_leader_ = leader;
  for (int agent = 0; agent < 2; ++agent) {
    if (leader != agent) last_not_ahead_[static_cast<std::size_t>(agent)] = move_;
  }
  if (state.is_terminal()) finish(state);
}

void SummaryWatcher::finish(const GameState& state) {
  out_.moves = move_;
  out_.victory = state.victory;
  out_.winner_agent = state.winner == kNone ? -1 : agent_of(state.winner);
  for (int agent = 0; agent < 2; ++agent) {
    out_.points[static_cast<std::size_t>(agent)] = score_sheet(state, seat(agent)).points;
    out_.categories = score_categories(state.rules());
  }
  if (out_.winner_agent >= 0) {
    out_.clear_after = std::min(move_, last_not_ahead_[static_cast<std::size_t>(out_.winner_agent)] + 1);
  }
  const Rules& rules = state.rules();
  if (rules.agora) {  // who controls each Chamber, and so its Decrees, at the end
    for (int c = 0; c < kChambers; ++c) {
      const Player controller = state.agora.controller[static_cast<std::size_t>(c)];
      if (controller == kNone) continue;
      // Named copies, not a structured binding: clang 14 (the fuzz build) refuses a lambda
      // capturing one.
      const auto taken = chamber_taken_[static_cast<std::size_t>(c)];
      const auto move = taken[0];
      const auto age = taken[1];
      auto control = [&](ItemKind kind, std::uint8_t id, int vp) {
        out_.items.push_back({kind, Use::Controlled, id, static_cast<std::uint8_t>(agent_of(controller)),
                              static_cast<std::uint8_t>(age), move, static_cast<std::int16_t>(vp)});
      };
      control(ItemKind::Chamber, static_cast<std::uint8_t>(c), rules.agora->chamber_points[static_cast<std::size_t>(c)]);
      for (int k = 0; k < state.agora.decree_count[static_cast<std::size_t>(c)]; ++k) {
        control(ItemKind::Decree, state.agora.decrees[static_cast<std::size_t>(c)][static_cast<std::size_t>(k)], 0);
      }
    }
  }
  // Each item's points go to the last use that put it where it is at the end (a card
  // built again from the discard, or taken back, counts once), and only while it is there.
  std::set<std::array<int, 3>> counted;  // kind, id, agent
  for (auto it = out_.items.rbegin(); it != out_.items.rend(); ++it) {
    Acquisition& item = *it;
    if (item.kind == ItemKind::Chamber || item.kind == ItemKind::Decree) continue;  // set above
    item.points = 0;
    const bool holds = (item.kind == ItemKind::Card && (item.use == Use::Constructed || item.use == Use::Taken)) ||
                       (item.kind == ItemKind::Wonder && item.use == Use::Built) ||
                       (item.kind == ItemKind::Token && item.use == Use::Taken) ||
                       (item.kind == ItemKind::Divinity && item.use == Use::Activated);
    if (!holds || !counted.insert({static_cast<int>(item.kind), item.id, item.agent}).second) continue;
    item.points = static_cast<std::int16_t>(held_points(state, seat(item.agent), item.kind, item.id));
  }
  // Pantheon's Grand Temples score together by how many a city holds: each held temple
  // gets what it added to the row, in the order they came (with 5, 12, 21: 5, 7, 9).
  if (rules.pantheon && !rules.pantheon->grand_temple_points.empty()) {
    const std::vector<std::uint8_t>& row = rules.pantheon->grand_temple_points;
    auto row_at = [&](int temples) { return temples <= 0 ? 0 : int{row[std::min<std::size_t>(static_cast<std::size_t>(temples), row.size()) - 1]}; };
    std::array<int, 2> held{};
    for (Acquisition& item : out_.items) {
      if (item.kind != ItemKind::Card || (item.use != Use::Constructed && item.use != Use::Taken)) continue;
      const bool temple = std::any_of(rules.pantheon->grand_temples.begin(), rules.pantheon->grand_temples.end(),
                                      [&](const GrandTempleDef& t) { return t.card == item.id; });
      // The use that got its points above (the last one) and still in the city.
      if (!temple || !state.cities[seat(item.agent)].cards.contains(item.id) || !is_last_use(item)) continue;
      int& k = held[item.agent];
      ++k;
      item.points = static_cast<std::int16_t>(item.points + row_at(k) - row_at(k - 1));
    }
  }
}

bool SummaryWatcher::is_last_use(const Acquisition& item) const {
  for (auto it = out_.items.rbegin(); it != out_.items.rend(); ++it) {
    if (it->kind == item.kind && it->id == item.id && it->agent == item.agent &&
        (it->use == Use::Constructed || it->use == Use::Taken)) {
      return &*it == &item;
    }
  }
  return false;
}

// Written by hand, not through nlohmann::json: building and dumping a JSON object per
// game was most of the time balance spends after the games (the bytes are the same:
// compact, keys in alphabetical order as nlohmann's object writes them).
std::string summary_line(const GameSummary& g) {
  std::string out = "{\"age_leaders\":[" + std::to_string(g.age_leaders[0]) + "," + std::to_string(g.age_leaders[1]) +
                    "],\"clear_after\":" + std::to_string(g.clear_after);
  if (!g.decree_moves.empty()) {  // Agora's games only: base and Pantheon lines are as before
    out += ",\"decree_moves\":[";
    for (std::size_t d = 0; d < g.decree_moves.size(); ++d) {
      out += (d ? ",[" : "[") + std::to_string(g.decree_moves[d][0]) + "," + std::to_string(g.decree_moves[d][1]) + "]";
    }
    out += "]";
  }
  out += ",\"game\":" + std::to_string(g.game) + ",\"items\":[";
  for (std::size_t n = 0; n < g.items.size(); ++n) {
    const Acquisition& i = g.items[n];
    out += n ? ",[" : "[";
    for (int v : {static_cast<int>(i.kind), static_cast<int>(i.use), int{i.id}, int{i.agent}, int{i.age}, int{i.move}, int{i.points}}) {
      out += std::to_string(v);
      out += ',';
    }
    out.back() = ']';
  }
  out += "],\"lead_changes\":" + std::to_string(g.lead_changes) + ",\"moves\":" + std::to_string(g.moves) + ",\"points\":[";
  for (std::size_t a = 0; a < 2; ++a) {
    out += a ? ",[" : "[";
    for (int k = 0; k < g.categories; ++k) out += std::to_string(g.points[a][static_cast<std::size_t>(k)]) + ",";
    out.back() = ']';
  }
  out += "],\"turns\":" + std::to_string(g.turns);
  out += ",\"victory\":" + std::to_string(static_cast<int>(g.victory)) + ",\"winner\":" + std::to_string(g.winner_agent) + "}";
  return out;
}

bool summary_from_json(const nlohmann::json& j, GameSummary& out, std::string& error) {
  // Written by summary_line; anything else is refused with the field named.
  auto integer = [&](const nlohmann::json& v, const char* what, long lo, long hi, long& value) {
    if (!v.is_number_integer() || v.get<long>() < lo || v.get<long>() > hi) {
      error = std::string(what) + " must be an integer in " + std::to_string(lo) + ".." + std::to_string(hi);
      return false;
    }
    value = v.get<long>();
    return true;
  };
  if (!j.is_object()) return error = "a game must be a JSON object", false;
  for (const char* key : {"game", "winner", "victory", "moves", "points", "lead_changes", "clear_after", "items"}) {
    if (!j.contains(key)) return error = std::string("missing \"") + key + "\"", false;
  }
  long v = 0;
  if (!integer(j["game"], "\"game\"", 0, 1L << 30, v)) return false;
  out.game = static_cast<int>(v);
  if (!integer(j["winner"], "\"winner\"", -1, 1, v)) return false;
  out.winner_agent = static_cast<int>(v);
  if (!integer(j["victory"], "\"victory\"", 0, kVictoryTypeCount - 1, v)) return false;
  out.victory = static_cast<VictoryType>(v);
  if (!integer(j["moves"], "\"moves\"", 0, 10000, v)) return false;
  out.moves = static_cast<int>(v);
  if (!integer(j["lead_changes"], "\"lead_changes\"", 0, 10000, v)) return false;
  out.lead_changes = static_cast<int>(v);
  if (!integer(j["clear_after"], "\"clear_after\"", -1, 10000, v)) return false;
  out.clear_after = static_cast<int>(v);
  const nlohmann::json& points = j["points"];
  if (!points.is_array() || points.size() != 2) return error = "\"points\" must hold 2 score lists", false;
  for (std::size_t a = 0; a < 2; ++a) {
    // score_categories: the base game's 9 rows, Pantheon's 11 (Divinities, Grand Temples),
    // Agora's 12 (a Senate row after them, with or without Pantheon).
    constexpr std::size_t kPantheonRows = static_cast<std::size_t>(ScoreCategory::GrandTemples) + 1;
    const std::size_t rows = points[a].is_array() ? points[a].size() : 0;
    if (rows != kBaseScoreCategoryCount && rows != kPantheonRows && rows != kScoreCategoryCount) {
      return error = "\"points\" must list " + std::to_string(kBaseScoreCategoryCount) + " categories per player (" +
                     std::to_string(kPantheonRows) + " with Pantheon, " + std::to_string(kScoreCategoryCount) +
                     " with Agora), got " + (points[a].is_array() ? std::to_string(rows) : std::string("no list")), false;
    }
    out.categories = static_cast<int>(points[a].size());
    for (std::size_t k = 0; k < points[a].size(); ++k) {
      if (!integer(points[a][k], "a score", -1000, 1000, v)) return false;
      out.points[a][k] = static_cast<int>(v);
    }
  }
  // Written since the game health section (older lines: no turns, no Age ends known).
  out.turns = 0;
  out.age_leaders = {-2, -2};
  if (j.contains("turns") && !integer(j["turns"], "\"turns\"", 0, 10000, v)) return false;
  if (j.contains("turns")) out.turns = static_cast<int>(v);
  if (j.contains("age_leaders")) {
    const nlohmann::json& leaders = j["age_leaders"];
    if (!leaders.is_array() || leaders.size() != 2) return error = "\"age_leaders\" must hold 2 agents (-2..1)", false;
    for (std::size_t k = 0; k < 2; ++k) {
      if (!integer(leaders[k], "an Age's leader", -2, 1, v)) return false;
      out.age_leaders[k] = static_cast<int>(v);
    }
  }
  out.decree_moves.clear();
  if (j.contains("decree_moves")) {
    const nlohmann::json& held = j["decree_moves"];
    if (!held.is_array() || held.size() > 254) return error = "\"decree_moves\" must be an array of [moves, moves]", false;
    for (const nlohmann::json& d : held) {
      if (!d.is_array() || d.size() != 2) return error = "\"decree_moves\" must be an array of [moves, moves]", false;
      std::array<std::uint16_t, 2> pair{};
      for (std::size_t a = 0; a < 2; ++a) {
        if (!integer(d[a], "a Decree's moves", 0, 10000, v)) return false;
        pair[a] = static_cast<std::uint16_t>(v);
      }
      out.decree_moves.push_back(pair);
    }
  }
  if (!j["items"].is_array()) return error = "\"items\" must be an array", false;
  out.items.clear();
  for (const nlohmann::json& i : j["items"]) {
    if (!i.is_array() || i.size() != 7) return error = "an item must be [kind, use, id, agent, age, move, points]", false;
    long f[7];
    const long hi[7] = {kItemKindCount - 1, kUseCount - 1, 254, 1, kAges, 10000, 1000};
    for (std::size_t k = 0; k < 7; ++k) {
      if (!integer(i[k], "an item field", k == 6 ? -1000 : 0, hi[k], f[k])) return false;
    }
    out.items.push_back({static_cast<ItemKind>(f[0]), static_cast<Use>(f[1]), static_cast<std::uint8_t>(f[2]),
                         static_cast<std::uint8_t>(f[3]), static_cast<std::uint8_t>(f[4]),
                         static_cast<std::uint16_t>(f[5]), static_cast<std::int16_t>(f[6])});
  }
  return true;
}

}  // namespace duel::cli::balance
