#include "describe.hpp"

#include <algorithm>
#include <cctype>

#include "duel/describe.hpp"
#include "duel/notation.hpp"
#include "duel/scoring.hpp"
#include "duel/state.hpp"
#include "agora_words.hpp"
#include "move_words.hpp"
#include "pantheon_words.hpp"

namespace duel::ui {
namespace {

std::string capitalised(std::string_view s) {
  std::string out(s);
  if (!out.empty()) out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
  for (char& ch : out) {
    if (ch == '_') ch = ' ';
  }
  return out;
}

}  // namespace

std::string plural(int n, const std::string& word) { return duel::plural(n, word); }

std::string color_title(Color c) { return capitalised(color_name(c)); }
std::string science_title(int symbol) {
  if (symbol < 0 || symbol >= kScienceCount) return "?";
  return capitalised(science_name(static_cast<Science>(symbol)));
}
std::string chain_title(const Rules& rules, std::uint8_t chain) {
  if (chain >= rules.chain_symbols.size()) return "?";
  return capitalised(rules.chain_symbols[chain]);
}

// The engine's plain text of each effect (the effect table, include/duel/effects.hpp).
std::vector<std::string> effect_lines(const Rules& rules, const Effects& e) {
  (void)rules;
  return effect_text(e);
}

std::string cost_text(const Cost& cost) {
  std::string out;
  if (cost.coins) out = plural(cost.coins, "coin");
  std::string res;
  for (int r = 0; r < kResourceCount; ++r) {
    for (int i = 0; i < cost.resources[r]; ++i) {
      if (!res.empty()) res += ", ";
      res += std::string(resource_name(static_cast<Resource>(r)));
    }
  }
  if (!res.empty()) out += (out.empty() ? "" : " + ") + res;
  return out.empty() ? "free" : out;
}

std::vector<std::string> card_lines(const Rules& rules, CardId card) {
  const CardDef& c = rules.cards[card];
  std::vector<std::string> out;
  const std::string senator = senator_word(rules, card);
  const bool temple = grand_temple_of(rules, card) >= 0;  // its Mythology token: the description says it
  out.push_back(temple                            ? "Grand Temple (Age III)"
                : !senator.empty()               ? "Senator (" + senator + "), shuffled into every Age"
                : c.is_guild()                   ? "Guild (Age III)"
                                                 : color_title(c.color) + " card, Age " + std::to_string(c.age));
  if (senator.empty()) out.push_back("Cost: " + cost_text(c.cost));  // a Senator's lines say what recruiting costs
  if (c.free_with != kNone && !temple) out.push_back("Free with the " + chain_title(rules, c.free_with) + " chain symbol");
  for (auto& line : describe_item(rules, {ItemKind::Card, card})) out.push_back(line);
  return out;
}

std::vector<std::string> wonder_lines(const Rules& rules, WonderId wonder) {
  const WonderDef& w = rules.wonders[wonder];
  std::vector<std::string> out;
  out.push_back("Wonder. Cost: " + cost_text(w.cost));
  for (auto& line : describe_item(rules, {ItemKind::Wonder, wonder})) out.push_back(line);
  return out;
}

std::string military_token_title(const Rules& rules, const PlayerNames& names, Player side, int zone) {
  if (zone < 0 || static_cast<std::size_t>(zone) >= rules.military.zones.size() || side > 1) return "a Military token";
  const MilitaryZone& z = rules.military.zones[static_cast<std::size_t>(zone)];
  const std::string spaces = z.from == z.to ? "space " + std::to_string(z.from)
                                            : "spaces " + std::to_string(z.from) + "\u2013" + std::to_string(z.to);
  return "the Military token of " + spaces + " on " + (names[side] == "You" ? std::string("your") : names[side] + "'s") + " side";
}

std::vector<std::string> military_token_lines(const Rules& rules, const PlayerNames& names, Player side, int zone) {
  std::vector<std::string> out = describe_item(rules, {ItemKind::MilitaryToken, zone});
  if (out.empty() || side > 1) return out;
  const std::string& mover = names[opponent(side)];
  out.push_back("Here it acts for " + mover + ", if " + (mover == "You" ? std::string("your") : mover + "'s") +
                " shields move the Conflict pawn into its zone");
  return out;
}

std::string neptune_choice_label(const Rules& rules, const PlayerNames& names, const Action& a) {
  if (a.type != ActionType::DiscardMilitaryToken && a.type != ActionType::ApplyMilitaryToken) return "";
  const Player side = static_cast<Player>(a.card / kMaxMilitaryZones);
  const int zone = a.card % kMaxMilitaryZones;
  // The prompt's title says remove or apply: the button says which token ("Spaces 3–5
  // on Player 1's side") and, applied, what it does for the player choosing.
  std::string where = military_token_title(rules, names, side, zone).substr(std::string("the Military token of ").size());
  where[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(where[0])));
  if (a.type == ActionType::DiscardMilitaryToken) return where;
  return where + ": " + military_token_effect_text(rules, zone);
}

std::vector<std::string> payment_lines(const Payment& p, int coins_available) {
  std::vector<std::string> out;
  if (p.chain) {
    out.push_back("Free through your chain symbol");
    return out;
  }
  std::string own, waived, bought;
  int bought_coins = 0;
  for (int r = 0; r < kResourceCount; ++r) {
    const std::string name(resource_name(static_cast<Resource>(r)));
    if (p.from_production[r]) own += (own.empty() ? "" : ", ") + std::to_string(p.from_production[r]) + " " + name;
    if (p.waived[r]) waived += (waived.empty() ? "" : ", ") + std::to_string(p.waived[r]) + " " + name;
    if (p.bought[r]) {
      bought += (bought.empty() ? "" : ", ") + std::to_string(p.bought[r]) + " " + name + " at " +
                std::to_string(p.unit_price[r]);
      bought_coins += p.bought[r] * p.unit_price[r];
    }
  }
  if (!own.empty()) out.push_back("Own production: " + own);
  if (!waived.empty()) out.push_back("Waived by Progress: " + waived);
  if (!bought.empty()) out.push_back("Bought: " + bought + " = " + plural(bought_coins, "coin"));
  if (p.recruit) {
    out.push_back("Recruiting: " + plural(p.printed_coins, "coin") + " (a coin per Senator already in the city)");
  } else if (p.printed_coins) {
    out.push_back("Coin cost on the card: " + std::to_string(p.printed_coins));
  }
  out.push_back("Total: " + plural(p.total, "coin") + " (you have " + std::to_string(coins_available) + ")");
  if (p.total > coins_available) out.push_back("Needs " + plural(p.total - coins_available, "more coin"));
  return out;
}

std::string subject_verb(const std::string& who, const std::string& verb) {
  if (who != "You" || verb.size() < 2 || verb.back() != 's') return who + " " + verb;
  return who + " " + verb.substr(0, verb.size() - 1);
}

// Whose card another player takes away: "your" for the person at the screen, else
// "Player 2's" / "the Computer's"; "the opponent's" when nobody is named (a hint).
std::string owner_of(const std::string& mover, const PlayerNames& names) {
  if (mover.empty() || (mover != names[0] && mover != names[1])) return "the opponent's";
  const std::string& owner = mover == names[0] ? names[1] : names[0];
  if (owner == "You") return "your";
  return (owner == "Computer" ? "the Computer" : owner) + "'s";
}

std::string move_sentence(const Rules& rules, const Action& a, const std::string& who, const PlayerNames& names,
                          const EventLog* events, int age) {
  return move_words(MoveWords{rules, a, who, names, events, age});  // the table of move_words.cpp
}

bool event_repeats_move(const Event& e, const Action& a) {
  switch (e.type) {
    case EventType::WonderPicked:
    case EventType::CardConstructed:
    case EventType::CardDiscarded:
    case EventType::WonderBuilt:
    case EventType::FirstPlayerChosen: return true;
    case EventType::ProgressTaken: return a.type == ActionType::ChooseProgress && e.a == a.card;
    case EventType::OpponentCardDiscarded: return a.type == ActionType::DiscardOpponentCard;
    case EventType::CardTaken: return a.type == ActionType::TakeOpponentCard;      // Baal: "steal ..."
    case EventType::WonderTaken: return a.type == ActionType::TakeOpponentWonder;  // Ra: "take ..."
    case EventType::MilitaryTokenDiscarded: return a.type == ActionType::DiscardMilitaryToken;  // Neptune: "removes ..."
    // Agora: the move's own cube ("places a cube in Chamber 3 (middle)"); the Chambers'
    // control and Decrees revealed get their lines.
    case EventType::CubePlaced:
      return (a.type == ActionType::PlaceCube || a.type == ActionType::ConspiratorAction ||
              (a.type == ActionType::SenateAction && a.wonder == kNone)) && e.a == a.card;
    case EventType::CubeMoved:
      return (a.type == ActionType::MoveCube || a.type == ActionType::SenateAction) && e.a == a.card && e.b == a.wonder;
    case EventType::CubeRemoved: return a.type == ActionType::RemoveCube && e.a == a.card;
    // The move's sentence names the Conspiracy (or token) when the reader's events do.
    case EventType::ConspiracyPrepared: return a.type == ActionType::PrepareConspiracy;
    case EventType::ConspiracyTriggered: return a.type == ActionType::TriggerConspiracy;
    case EventType::ConspiracyKept: return a.type == ActionType::KeepConspiracy;
    case EventType::TokenObscured: return a.type == ActionType::ObscureToken;
    // Said in the move's sentence with what the event adds (move_words.cpp).
    case EventType::SnakePlaced: return a.type == ActionType::PlaceSnake;
    case EventType::StructureCardDiscarded:
      return a.type == ActionType::DiscardStructureCard || a.type == ActionType::DiscardAccessible;
    case EventType::WonderUnbuilt: return a.type == ActionType::DiscardWonderCard;
    case EventType::WonderReturned: return a.type == ActionType::ReturnWonder;
    case EventType::CardsSwapped: return a.type == ActionType::SwapCard;
    case EventType::DecreeMoved: return a.type == ActionType::MoveDecree;
    default: return false;
  }
}

std::string event_message(const Rules& rules, const Event& e, const PlayerNames& names) {
  const std::string who = e.player < 2 ? names[e.player] : std::string("Nobody");
  switch (e.type) {
    case EventType::MilitaryTokenTaken: {
      // Agora's tokens take no coins: who they act for (its cubes' own lines follow).
      const bool cubes = e.a < rules.military.zones.size() && rules.military.zones[e.a].token_coins == 0 &&
                         !rules.military.zones[e.a].agora.empty();
      if (cubes && e.player < 2) return "A Military token acts for " + names[opponent(e.player)];
      if (e.value == 0) return "Military token: " + who + (who == "You" ? " have" : " has") + " no coins to lose";
      return "Military token: " + subject_verb(who, "loses") + " " + plural(e.value, "coin");
    }
    case EventType::CoinsLost:
      return subject_verb(who, "loses") + " " + plural(e.value, "coin");
    case EventType::ProgressTaken:
      return e.a < rules.progress_tokens.size() ? subject_verb(who, "takes") + " " + rules.progress_tokens[e.a].name : "";
    case EventType::OpponentCardDiscarded:
      return e.a < rules.cards.size()
                 ? subject_verb(who, "puts") + " " + owner_of(who, names) + " " + rules.cards[e.a].name + " in the discard pile"
                 : "";
    case EventType::WonderToBox:
      return e.a < rules.wonders.size() ? "7 Wonders built: " + rules.wonders[e.a].name + " goes back to the box" : "";
    case EventType::CardRevealed:
      return e.a < rules.cards.size() ? "Revealed: " + rules.cards[e.a].name : "";
    case EventType::ReplayTurn: return subject_verb(who, "plays") + " again";
    case EventType::ReplayLost: return (who == "You" ? "Your" : who + "'s") + " replay is lost: the Age is over";
    case EventType::AgeBegan: return "Age " + std::string(e.a == 1 ? "I" : e.a == 2 ? "II" : "III") + " begins";
    case EventType::FirstPlayerChosen:
      return e.a < 2 ? subject_verb(who, "chooses") + ": " + subject_verb(names[e.a], "starts") + " the Age" : "";
    case EventType::GameEnded: {
      const std::string type(victory_type_name(static_cast<VictoryType>(e.a)));
      if (e.player >= 2) return "Game over: shared victory";
      return "Game over: " + subject_verb(who, "wins") + " (" + type + ")";
    }
    default: {
      const std::string pantheon = pantheon_event_message(rules, e, names);
      return pantheon.empty() ? agora_event_message(rules, e, names) : pantheon;
    }
  }
}

}  // namespace duel::ui
