// The table of move sentences (move_words.hpp): one line per ActionType.
#include "move_words.hpp"

#include <algorithm>
#include <array>

#include "agora_words.hpp"
#include "duel/agora_rules.hpp"
#include "pantheon_words.hpp"

namespace duel::ui {
namespace {

std::string card_name(const Rules& rules, int id) {
  return id >= 0 && static_cast<std::size_t>(id) < rules.cards.size() ? rules.cards[static_cast<std::size_t>(id)].name
                                                                       : std::string("a card");
}
std::string wonder_name(const Rules& rules, int id) {
  return id >= 0 && static_cast<std::size_t>(id) < rules.wonders.size() ? rules.wonders[static_cast<std::size_t>(id)].name
                                                                         : std::string("a Wonder");
}
std::string token_name(const Rules& rules, int id) {
  return id >= 0 && static_cast<std::size_t>(id) < rules.progress_tokens.size()
             ? rules.progress_tokens[static_cast<std::size_t>(id)].name
             : std::string("a Progress token");
}
// A Divinity's name, the Gate as "the Gate" inside a sentence.
std::string divinity_name(const Rules& rules, DivinityId d) {
  if (!rules.pantheon) return "a Divinity";
  if (d == kGate) return "the Gate";
  return d < rules.pantheon->divinities.size() ? rules.pantheon->divinities[d].name : std::string("a Divinity");
}
std::string mythology_of(const Rules& rules, DivinityId d) {
  if (!rules.pantheon || d >= rules.pantheon->divinities.size()) return "";
  return mythology_title(static_cast<int>(rules.pantheon->divinities[d].mythology));
}
std::string age_title(int age) { return age == 1 ? "Age I" : age == 2 ? "Age II" : age == 3 ? "Age III" : "the next Age"; }

// " (3 coins)", " (free)", or "" without the event.
std::string paid(const MoveWords& m, EventType type) {
  const Event* e = m.event(type);
  if (!e) return "";
  return e->value == 0 ? " (free)" : " (" + plural(e->value, "coin") + ")";
}
// A secret the mover keeps: named by a hint (the player to move's own) or by an event
// that names it to the reader; else kNone.
int secret(const MoveWords& m, EventType type, int from_action) {
  if (m.who.empty()) return from_action;
  const Event* e = m.event(type);
  return e && e->a != kNone ? e->a : kNone;
}

using Words = std::string (*)(const MoveWords&);
struct Line {
  ActionType type;
  Words words;
};

// --- The base game -------------------------------------------------------------------

std::string pick_wonder(const MoveWords& m) { return m.says("picks") + " " + wonder_name(m.rules, m.action.card); }
std::string construct(const MoveWords& m) {
  const Action& a = m.action;
  if (a.card < m.rules.cards.size() && m.rules.cards[a.card].is_senator())  // Agora: a Senator is recruited
    return m.says("recruits") + " " + card_name(m.rules, a.card) + paid(m, EventType::CardConstructed);
  const Event* e = m.event(EventType::CardConstructed);
  return m.says("builds") + " " + card_name(m.rules, a.card) +
         (e && e->b == 1 ? " (free through a chain)" : paid(m, EventType::CardConstructed));
}
std::string discard(const MoveWords& m) {
  const Event* e = m.event(EventType::CardDiscarded);
  return m.says("discards") + " " + card_name(m.rules, m.action.card) + (e ? " for " + plural(e->value, "coin") : "");
}
std::string build_wonder(const MoveWords& m) {
  return m.says("builds") + " " + wonder_name(m.rules, m.action.wonder) + " using " + card_name(m.rules, m.action.card) +
         paid(m, EventType::WonderBuilt);
}
std::string choose_progress(const MoveWords& m) {
  return m.says("takes") + " the Progress token " + token_name(m.rules, m.action.card);
}
std::string discard_opponent_card(const MoveWords& m) {
  return m.says("puts") + " " + m.others() + " " + card_name(m.rules, m.action.card) + " in the discard pile";
}
std::string construct_from_discard(const MoveWords& m) {
  return m.says("builds") + " " + card_name(m.rules, m.action.card) + " from the discard pile (free)";
}
std::string choose_first_player(const MoveWords& m) {
  const std::string starter = m.action.card < 2 ? m.names[m.action.card] : std::string("?");
  if (m.who.empty()) return "let " + starter + " start " + age_title(m.age);
  const std::string will = starter + " will start " + age_title(m.age);
  return m.who == starter ? will : subject_verb(m.who, "chooses") + ": " + will;
}

// --- Pantheon ------------------------------------------------------------------------

std::string activate(const MoveWords& m) {
  const Action& a = m.action;
  return m.says("activates") + " " + divinity_name(m.rules, a.card) +
         (a.wonder != 0 && a.wonder != kNone ? " with " + offerings_text(m.rules, a.wonder) : "") +
         paid(m, EventType::DivinityActivated);
}
std::string place_divinity(const MoveWords& m) {
  // Face down: the other player knows only its Mythology (the Pantheon shows it).
  const int d = secret(m, EventType::DivinityPlaced, m.action.card);
  const std::string myth = mythology_of(m.rules, m.action.card);
  const std::string what = d != kNone ? divinity_name(m.rules, static_cast<DivinityId>(d))
                           : myth.empty() ? std::string("a Divinity")
                                          : with_article(myth) + " Divinity";
  return m.says("places") + " " + what + " face down on space " + std::to_string(m.action.wonder + 1);
}
std::string take_divinity_token(const MoveWords& m) {
  std::string carrier = "the Divinity";
  if (m.rules.pantheon) {
    for (const DivinityDef& d : m.rules.pantheon->divinities) {
      if (std::any_of(d.pantheon.begin(), d.pantheon.end(),
                      [](const PantheonEffect& e) { return e.kind == PantheonEffectKind::ProgressTokensOnReveal; }))
        carrier = d.name;
    }
  }
  return m.says("takes") + " the Progress token " + token_name(m.rules, m.action.card) + " from " + carrier;
}
std::string place_snake(const MoveWords& m) {
  return m.says("puts") + " the Snake on " + m.others() + " " + card_name(m.rules, m.action.card) +
         " and " + m.verb("shares") + " its science symbol";
}
std::string take_opponent_card(const MoveWords& m) {
  return m.says("takes") + " " + m.others() + " " + card_name(m.rules, m.action.card) + " into " +
         (m.who == "You" ? "your" : m.who.empty() ? "your" : "their") + " city";
}
std::string discard_structure_card(const MoveWords& m) {
  // The action names a slot; the event names the card (a hint: the slot's card is not known here).
  const Event* e = m.event(EventType::StructureCardDiscarded);
  const std::string what = e ? card_name(m.rules, e->a) : "the card of structure slot " + std::to_string(m.action.card);
  return m.says("puts") + " " + what + " from the structure in the discard pile";
}
std::string discard_wonder_card(const MoveWords& m) {
  const Event* e = m.event(EventType::WonderUnbuilt);
  return m.says("unbuilds") + " " + wonder_name(m.rules, m.action.card) +
         (e ? ": " + card_name(m.rules, e->b) + " goes to the discard pile" : "");
}
std::string wonder_from_discard(const MoveWords& m) {
  return m.says("builds") + " " + wonder_name(m.rules, m.action.wonder) + " using " + card_name(m.rules, m.action.card) +
         " from the discard pile";
}
std::string take_opponent_wonder(const MoveWords& m) {
  return m.says("takes") + " " + wonder_name(m.rules, m.action.card) + " from " + m.other();
}
std::string place_minerva(const MoveWords& m) {
  const int capital = m.rules.military.capital;
  const int pos = static_cast<int>(m.action.card) - capital;
  const std::string& toward = m.names[pos < 0 ? 0 : 1];
  const std::string whose = toward == "You" ? "your" : toward + "'s";
  const std::string where = pos == 0                                ? "in the centre of the track"
                            : (pos == capital || pos == -capital) ? "on " + whose + " capital"
                                                                    : plural(pos < 0 ? -pos : pos, "space") + " toward " + whose + " capital";
  return m.says("places") + " the Minerva pawn " + where;
}
std::string neptune(const MoveWords& m) {
  const Action& a = m.action;
  const std::string title =
      military_token_title(m.rules, m.names, static_cast<Player>(a.card / kMaxMilitaryZones), a.card % kMaxMilitaryZones);
  return a.type == ActionType::DiscardMilitaryToken ? m.says("removes") + " " + title + " without effect (Neptune)"
                                                    : m.says("applies") + " " + title + " (Neptune)";
}
std::string choose_divinity(const MoveWords& m) {
  return m.says("activates") + " " + divinity_name(m.rules, m.action.card) + " for free";
}
std::string choose_mythology(const MoveWords& m) {
  return m.says("looks") + " at the " + mythology_title(m.action.card) + " deck";
}
std::string arrange_deck(const MoveWords& m) {
  // The deck looked at is known to both; the order only to who arranges it.
  const std::string myth = mythology_of(m.rules, m.action.card);
  const std::string deck = myth.empty() ? "the deck" : "the " + myth + " deck";
  if (!m.who.empty()) return m.says("puts") + " a Divinity back on " + deck;
  return m.says("puts") + " " + divinity_name(m.rules, m.action.card) + " back on " + deck + ", next from the top";
}

// --- Agora ---------------------------------------------------------------------------

std::string chamber(const MoveWords& m, int c) { return chamber_title(m.rules, c); }
std::string cube_to(const MoveWords& m, int c) { return m.says("places") + " a cube in " + chamber(m, c); }
std::string cube_from_to(const MoveWords& m, int from, int to) {  // neighbours: the sections add little
  return m.says("moves") + " a cube from Chamber " + std::to_string(from + 1) + " to Chamber " + std::to_string(to + 1);
}

std::string prepare_conspiracy(const MoveWords& m) {
  const int c = secret(m, EventType::ConspiracyPrepared, m.action.wonder);
  return m.says("prepares") + " " +
         (c != kNone ? conspiracy_title(m.rules, static_cast<ConspiracyId>(c)) : std::string("a Conspiracy")) + " with " +
         card_name(m.rules, m.action.card);
}
std::string trigger_conspiracy(const MoveWords& m) {
  if (m.action.card == kNone) return m.says("triggers") + " no Conspiracy";
  return m.says("triggers") + " " + conspiracy_title(m.rules, m.action.card);
}
std::string senate_action(const MoveWords& m) {
  const Action& a = m.action;
  if (a.card == kNone) return m.says("ends") + " the Senate actions";
  return a.wonder == kNone ? cube_to(m, a.card) : cube_from_to(m, a.card, a.wonder);
}
std::string conspirator_action(const MoveWords& m) {
  if (m.action.card == kNone) return m.says("conspires") + ": 2 Conspiracies drawn, one to keep";
  return cube_to(m, m.action.card);
}
std::string place_cube(const MoveWords& m) { return cube_to(m, m.action.card); }
std::string move_cube(const MoveWords& m) {
  if (m.action.card == kNone) return m.says("moves") + " no cube";
  return cube_from_to(m, m.action.card, m.action.wonder);
}
std::string remove_cube(const MoveWords& m) {
  return m.says("removes") + " " + m.others() + " cube from " + chamber(m, m.action.card);
}
std::string keep_conspiracy(const MoveWords& m) {
  const int c = secret(m, EventType::ConspiracyKept, m.action.card);
  const std::string kept = c != kNone ? conspiracy_title(m.rules, static_cast<ConspiracyId>(c)) : "";
  if (m.action.wonder == 2)
    return m.says("keeps") + " both Conspiracies" + (kept.empty() ? std::string() : " (" + kept + " and the other)");
  const char* where = m.action.wonder == 0 ? "on top of the deck" : "at the bottom of the deck";
  return m.says("keeps") + " " + (kept.empty() ? std::string("one Conspiracy") : kept) + " and " + m.verb("puts") + " the other " + where;
}
std::string obscure_token(const MoveWords& m) {
  // A token from the box lies face down: named to its taker only (rulings, Obscurantism).
  const Event* e = m.event(EventType::TokenObscured);
  const bool from_box = e ? e->b == 1 : m.action.wonder == 1;
  const int t = m.who.empty() ? m.action.card : e && e->a != kNone ? e->a : from_box ? kNone : m.action.card;
  const std::string what = t == kNone ? "a Progress token from the box" : "the Progress token " + token_name(m.rules, t) +
                                                                             (from_box ? " from the box" : "");
  return m.says("puts") + " " + what + " out of the game";
}
std::string construct_top_row(const MoveWords& m) {
  return m.says("builds") + " " + card_name(m.rules, m.action.card) + " from the structure's top row (free)";
}
std::string construct_removed(const MoveWords& m) {
  return m.says("builds") + " " + card_name(m.rules, m.action.card) + ", a card removed at setup (free)";
}
std::string discard_accessible(const MoveWords& m) {
  if (m.action.card == kNone) return m.says("discards") + " no more cards";
  return m.says("puts") + " " + card_name(m.rules, m.action.card) + " from the structure in the discard pile";
}
std::string swap_card(const MoveWords& m) {
  // Two steps of one action type: the opponent's card to take, then the own card given
  // (the swap's event comes with the second).
  if (const Event* e = m.event(EventType::CardsSwapped))
    return m.says("takes") + " " + m.others() + " " + card_name(m.rules, e->a) + " and " + m.verb("gives") + " " +
           card_name(m.rules, e->b);
  if (m.events) return m.says("chooses") + " " + m.others() + " " + card_name(m.rules, m.action.card) + " to swap";
  return m.says("swaps") + " " + card_name(m.rules, m.action.card);
}
std::string move_decree(const MoveWords& m) {
  const int from = m.action.card / kMaxDecreesPerChamber, position = m.action.card % kMaxDecreesPerChamber;
  const Event* e = m.event(EventType::DecreeMoved);  // a face-down Decree is revealed first: its name is public
  const std::string what = e && m.rules.agora && e->a < m.rules.agora->decrees.size()
                               ? m.rules.agora->decrees[e->a].name
                               : std::string(position > 0 ? "the lower Decree" : "the Decree");
  return m.says("moves") + " " + what + " from Chamber " + std::to_string(from + 1) + " to Chamber " +
         std::to_string(m.action.wonder + 1);
}
std::string return_wonder(const MoveWords& m) {
  const Event* e = m.event(EventType::WonderReturned);
  return m.says("returns") + " " + m.others() + " " + wonder_name(m.rules, m.action.card) + " to the box" +
         (e ? ": " + card_name(m.rules, e->b) + " goes to the discard pile" : "");
}

// One line per ActionType, in the enumeration's order.
constexpr std::array<Line, kActionTypeCount> kLines{{
    {ActionType::PickWonder, pick_wonder},
    {ActionType::Construct, construct},
    {ActionType::Discard, discard},
    {ActionType::BuildWonder, build_wonder},
    {ActionType::ChooseProgress, choose_progress},
    {ActionType::DiscardOpponentCard, discard_opponent_card},
    {ActionType::ConstructFromDiscard, construct_from_discard},
    {ActionType::ChooseFirstPlayer, choose_first_player},
    {ActionType::Activate, activate},
    {ActionType::PlaceDivinity, place_divinity},
    {ActionType::TakeDivinityToken, take_divinity_token},
    {ActionType::PlaceSnake, place_snake},
    {ActionType::TakeOpponentCard, take_opponent_card},
    {ActionType::DiscardStructureCard, discard_structure_card},
    {ActionType::DiscardWonderCard, discard_wonder_card},
    {ActionType::WonderFromDiscard, wonder_from_discard},
    {ActionType::TakeOpponentWonder, take_opponent_wonder},
    {ActionType::PlaceMinerva, place_minerva},
    {ActionType::DiscardMilitaryToken, neptune},
    {ActionType::ChooseDivinity, choose_divinity},
    {ActionType::ChooseMythology, choose_mythology},
    {ActionType::ArrangeDeck, arrange_deck},
    {ActionType::ApplyMilitaryToken, neptune},
    {ActionType::PrepareConspiracy, prepare_conspiracy},
    {ActionType::TriggerConspiracy, trigger_conspiracy},
    {ActionType::SenateAction, senate_action},
    {ActionType::ConspiratorAction, conspirator_action},
    {ActionType::PlaceCube, place_cube},
    {ActionType::MoveCube, move_cube},
    {ActionType::RemoveCube, remove_cube},
    {ActionType::KeepConspiracy, keep_conspiracy},
    {ActionType::ObscureToken, obscure_token},
    {ActionType::ConstructTopRow, construct_top_row},
    {ActionType::ConstructRemoved, construct_removed},
    {ActionType::DiscardAccessible, discard_accessible},
    {ActionType::SwapCard, swap_card},
    {ActionType::MoveDecree, move_decree},
    {ActionType::ReturnWonder, return_wonder},
}};

constexpr bool in_order() {
  for (std::size_t i = 0; i < kLines.size(); ++i) {
    if (static_cast<std::size_t>(kLines[i].type) != i || kLines[i].words == nullptr) return false;
  }
  return true;
}
static_assert(in_order(), "one move sentence per ActionType, in its order");

}  // namespace

std::string MoveWords::says(const std::string& third_person) const {
  return who.empty() ? verb(third_person) : who + " " + verb(third_person);
}

std::string MoveWords::verb(const std::string& third_person) const {
  // "builds" -> "build" for a hint and for "You"; every verb of the table ends in "s".
  if ((who.empty() || who == "You") && third_person.size() > 1 && third_person.back() == 's')
    return third_person.substr(0, third_person.size() - 1);
  return third_person;
}

const Event* MoveWords::event(EventType type) const {
  if (!events) return nullptr;
  for (const Event& e : *events) {
    if (e.type == type) return &e;
  }
  return nullptr;
}

std::string MoveWords::other() const {
  if (who.empty() || (who != names[0] && who != names[1])) return "the opponent";
  const std::string& o = who == names[0] ? names[1] : names[0];
  return o == "You" ? "you" : o == "Computer" ? "the Computer" : o;
}

std::string MoveWords::others() const {
  const std::string o = other();
  return o == "you" ? "your" : o + "'s";
}

std::string move_words(const MoveWords& m) {
  const auto t = static_cast<std::size_t>(m.action.type);
  return t < kLines.size() ? kLines[t].words(m) : std::string("?");
}

}  // namespace duel::ui
