#include "agora_words.hpp"

#include "duel/agora_rules.hpp"
#include "duel/describe.hpp"

namespace duel::ui {

std::string chamber_title(const Rules& rules, int chamber) {
  static const char* const kSectionNames[kSections] = {"left", "middle", "right"};
  std::string out = "Chamber " + std::to_string(chamber + 1);
  if (rules.agora && chamber >= 0 && chamber < kChambers) {
    const int section = rules.agora->chamber_section[static_cast<std::size_t>(chamber)];
    if (section < kSections) out += std::string(" (") + kSectionNames[section] + ")";
  }
  return out;
}

std::string decree_number(const Rules& rules, DecreeId d) {
  if (!rules.agora || d >= rules.agora->decrees.size()) return "?";
  const std::string& name = rules.agora->decrees[d].name;
  const std::string prefix = "Decree ";
  return name.rfind(prefix, 0) == 0 ? name.substr(prefix.size()) : name;
}

std::string decree_line(const Rules& rules, DecreeId d) {
  if (!rules.agora || d >= rules.agora->decrees.size()) return "A face-down Decree";
  const ItemRef decree{ItemKind::Decree, d};
  return item_name(rules, decree) + ": " + describe_item_line(rules, decree);  // the engine's words (describe.hpp)
}

std::string conspiracy_title(const Rules& rules, ConspiracyId id) {
  if (!rules.agora || id >= rules.agora->conspiracies.size()) return "a Conspiracy";
  return rules.agora->conspiracies[id].name;
}

std::vector<std::string> conspiracy_lines(const Rules& rules, ConspiracyId id) {
  return describe_item(rules, {ItemKind::Conspiracy, id});  // the engine's words (describe.hpp)
}

std::string senator_word(const Rules& rules, CardId card) {
  const SenatorDef* senator = rules.agora ? rules.agora->senator(card) : nullptr;
  if (!senator) return "";
  return senator->kind == SenatorKind::Conspirator ? "Conspirator" : "Politician";
}

std::string agora_choice_label(const GameState& s, const Action& a) {
  const Rules& rules = s.rules();
  const auto in = [&](int chamber) { return chamber_title(rules, chamber); };
  const auto move = [](int from, int to) {
    return "Move a cube from Chamber " + std::to_string(from + 1) + " to Chamber " + std::to_string(to + 1);
  };
  switch (a.type) {
    case ActionType::SenateAction:
      if (a.card == kNone) return "Stop here (skip the actions left)";
      return a.wonder == kNone ? "Place a cube in " + in(a.card) : move(a.card, a.wonder);
    case ActionType::ConspiratorAction:
      return a.card == kNone ? "Conspire: draw 2 Conspiracies, keep one" : "Place a cube in " + in(a.card);
    case ActionType::PlaceCube: return "Place a cube in " + in(a.card);
    case ActionType::RemoveCube: return "Remove an opponent cube from " + in(a.card);
    case ActionType::MoveCube: return a.card == kNone ? "No move" : move(a.card, a.wonder);
    case ActionType::TriggerConspiracy:
      return a.card == kNone ? "Not now" : "Trigger " + conspiracy_title(rules, a.card);
    case ActionType::KeepConspiracy:
      if (a.wonder == 2) return "Keep both (Organized Crime)";
      return "Keep " + conspiracy_title(rules, a.card) + (a.wonder == 0 ? ", the other on top of the deck" : ", the other under the deck");
    case ActionType::MoveDecree: {
      const int from = a.card / kMaxDecreesPerChamber, pos = a.card % kMaxDecreesPerChamber;
      if (from >= kChambers) return "";
      const DecreeId d = s.agora.decrees[static_cast<std::size_t>(from)][static_cast<std::size_t>(pos)];
      const std::string what = s.agora.face_down_at(from, pos) || d == kNone
                                   ? "the face-down Decree of Chamber " + std::to_string(from + 1)
                                   : (rules.agora && d < rules.agora->decrees.size() ? rules.agora->decrees[d].name
                                                                                     : std::string("a Decree")) +
                                         " (Chamber " + std::to_string(from + 1) + ")";
      return "Move " + what + " to Chamber " + std::to_string(a.wonder + 1);
    }
    case ActionType::ReturnWonder:
      return a.card < rules.wonders.size() ? "Return " + rules.wonders[a.card].name + " to the box" : "";
    default: return "";
  }
}

std::string agora_event_message(const Rules& rules, const Event& e, const PlayerNames& names) {
  const std::string who = e.player < 2 ? names[e.player] : std::string("Nobody");
  const auto card = [&](int id) { return id < static_cast<int>(rules.cards.size()) ? rules.cards[static_cast<std::size_t>(id)].name : std::string("a card"); };
  switch (e.type) {
    case EventType::CubePlaced: return "Senate: " + subject_verb(who, "places") + " a cube in " + chamber_title(rules, e.a);
    case EventType::CubeMoved:
      return "Senate: " + subject_verb(who, "moves") + " a cube from Chamber " + std::to_string(e.a + 1) + " to Chamber " +
             std::to_string(e.b + 1);
    case EventType::CubeRemoved:
      return "Senate: " + (who == "You" ? std::string("your") : who + "'s") + " cube leaves " + chamber_title(rules, e.a);
    case EventType::DecreeRevealed: return "Revealed in Chamber " + std::to_string(e.b + 1) + ": " + decree_line(rules, e.a);
    case EventType::ChamberControl:
      return e.player < 2 ? subject_verb(who, "controls") + " Chamber " + std::to_string(e.a + 1)
                          : "Nobody controls Chamber " + std::to_string(e.a + 1) + " now";
    case EventType::ConspiracyKept:
      return subject_verb(who, "keeps") + " " + conspiracy_title(rules, e.a) +
             (e.b == 2 ? " (both kept)" : e.b == 1 ? ", the other one under the deck" : ", the other one on the deck");
    case EventType::ConspiracyPrepared: return subject_verb(who, "prepares") + " " + conspiracy_title(rules, e.a);
    case EventType::ConspiracyTriggered: return subject_verb(who, "triggers") + " " + conspiracy_title(rules, e.a);
    case EventType::TokenObscured:
      return e.a < rules.progress_tokens.size() ? rules.progress_tokens[e.a].name + " is out of the game"
                                                : "A Progress token from the box is out of the game";
    case EventType::WonderReturned:
      return e.a < rules.wonders.size() ? rules.wonders[e.a].name + " goes back to the box; " + card(e.b) + " is discarded" : "";
    case EventType::CardsSwapped: return subject_verb(who, "takes") + " " + card(e.a) + " and gives " + card(e.b);
    case EventType::DecreeMoved:
      return subject_verb(who, "moves") + " " + (e.a < kMaxDecrees && rules.agora && e.a < rules.agora->decrees.size()
                                                      ? rules.agora->decrees[e.a].name : std::string("a face-down Decree")) +
             " to Chamber " + std::to_string(e.b + 1);
    default: return "";
  }
}

}  // namespace duel::ui
