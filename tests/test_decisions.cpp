// The table of decision kinds (decisions.hpp): one entry per kind, whose names, prompts,
// move text and reasons are what the engine, the CLI, the bot protocol and the UI show;
// the bounded stack of waiting decisions with their sources and picks.
#include <map>
#include <set>

#include "../src/cli/show_state.hpp"
#include "bot_protocol.hpp"
#include "duel/decisions.hpp"
#include "duel/rng.hpp"
#include "test_support.hpp"

using namespace duel;
using namespace duel::test;

namespace {

// An action no kind offers in any state: the reason for refusing it is the kind's own.
const Action kNoSuchAction{ActionType::ChooseFirstPlayer, 200, kNone};

struct Seen {
  std::map<Phase, int> states;                // states met per kind
  std::map<Phase, std::string> why, prompt;   // one refusal reason and prompt title per kind
};

// Plays `games` random games from `seed`, calling `visit(state)` before each move.
template <typename Visit>
void random_games(const Rules& r, int games, std::uint64_t seed, Visit visit) {
  Rng rng(seed);
  for (int g = 0; g < games; ++g) {
    GameOptions options;
    options.first_game_wonders = g % 4 == 3;
    options.expansions = expansions_of(r);
    GameState s(r, make_setup(r, seed + static_cast<std::uint64_t>(g), options));
    for (int step = 0; !s.is_terminal(); ++step) {
      REQUIRE(step < 400);
      visit(s);
      ActionList legal;
      s.legal_actions(legal);
      REQUIRE(s.apply(legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))]));
    }
    visit(s);
  }
}

}  // namespace

TEST_CASE("Decision kinds: one table entry per Phase, in order, with unique names", "[decisions]") {
  const auto kinds = decision_kinds();
  REQUIRE(kinds.size() == static_cast<std::size_t>(kPhaseCount));
  std::set<std::string_view> names, summaries, statuses;
  for (int i = 0; i < kPhaseCount; ++i) {
    const DecisionKind& kind = *kinds[static_cast<std::size_t>(i)];
    CHECK(static_cast<int>(kind.phase) == i);
    CHECK(&decision_kind(kind.phase) == &kind);
    CHECK(names.insert(kind.name).second);
    CHECK(summaries.insert(kind.summary).second);
    if (!kind.status.empty()) CHECK(statuses.insert(kind.status).second);
    if (kind.phase == Phase::GameOver) continue;
    // Every action type it offers leads back to it.
    CHECK(kind.actions != 0);
    for (int t = 0; t < kActionTypeCount; ++t) {
      if (offers(kind, static_cast<ActionType>(t))) CHECK(&decision_kind_of(static_cast<ActionType>(t)) == &kind);
    }
  }
  CHECK(decision_kind(Phase::ChooseProgress).name == "choose-progress");
  CHECK(decision_kind(Phase::DiscardOpponentCard).summary == "destroy an opponent's card");
  // Only the Play kind has no status suffix (the line says "X to play").
  CHECK(decision_kind(Phase::Play).status.empty());
}

TEST_CASE("Decision kinds: every entry names all its fields, its module and who may see it", "[decisions]") {
  // The kinds whose content only the deciding player may see (hot-seat asks the other to
  // look away): the Divinities drawn for a placement, the Divine Theater's deck order, the
  // Conspiracies drawn, Obscurantism's look at the box, Treason's look at the removed cards.
  const std::set<Phase> secret = {Phase::PlaceDivinity, Phase::ArrangeDeck, Phase::KeepConspiracy,
                                  Phase::ObscureToken, Phase::ConstructRemoved};
  // Secret by the frame: the Divine Theater's look (detail = its Mythology), not the Gate's
  // (kNone).
  const std::set<Phase> by_frame = {Phase::ChooseDivinity};
  int pantheon = 0, agora = 0;
  for (const DecisionKind* k : decision_kinds()) {
    const DecisionKind& kind = *k;
    INFO(kind.name);
    CHECK(!kind.name.empty());
    CHECK(!kind.summary.empty());
    CHECK(kind.status.empty() == (kind.phase == Phase::Play));
    CHECK(kind.has_choice != nullptr);
    CHECK(kind.legal_actions != nullptr);
    CHECK(kind.is_legal != nullptr);
    CHECK(kind.apply != nullptr);
    CHECK(kind.move_text != nullptr);
    CHECK(kind.why_illegal != nullptr);
    CHECK(kind.prompt != nullptr);
    CHECK(kind.explain != nullptr);
    // The module by the Phase's place in its enumeration (state.hpp groups them).
    const int i = static_cast<int>(kind.phase);
    const Module module = i >= static_cast<int>(Phase::TriggerConspiracy) && kind.phase != Phase::GameOver ? Module::Agora
                          : i >= static_cast<int>(Phase::PlaceDivinity) && kind.phase != Phase::GameOver
                              ? Module::Pantheon
                              : Module::Base;
    CHECK(kind.module == module);
    pantheon += kind.module == Module::Pantheon;
    agora += kind.module == Module::Agora;
    CHECK(kind.secret == (secret.count(kind.phase) == 1));
    CHECK((kind.secret_in != nullptr) == (by_frame.count(kind.phase) == 1));
    if (kind.secret_in) {
      DecisionFrame frame;
      frame.kind = kind.phase;
      CHECK_FALSE(kind.secret_in(frame));  // detail kNone: the Gate
      frame.detail = 2;
      CHECK(kind.secret_in(frame));
    }
    // Its own action type is one it offers (the type of its optional "none").
    if (kind.phase != Phase::GameOver) CHECK(offers(kind, own_action(kind)));
  }
  CHECK(pantheon == 13);
  CHECK(agora == 14);
  CHECK(own_action(decision_kind(Phase::MoveCube)) == ActionType::MoveCube);
  CHECK(own_action(decision_kind(Phase::Play)) == ActionType::Construct);
}

// Phase and ActionType are made from the modules' decision lists (duel/pantheon_decisions.hpp,
// duel/agora_decisions.hpp): their values are those written out before (action keys, hence
// the order of legal action lists, and the records depend on them), each module's action
// types form one range after the base game's, and each of its kinds is its module's.
TEST_CASE("Decision kinds: the modules' lists keep every Phase and ActionType value", "[decisions]") {
  CHECK(static_cast<int>(Phase::ChooseFirstPlayer) == 5);
  CHECK(static_cast<int>(Phase::PlaceDivinity) == 6);
  CHECK(static_cast<int>(Phase::ChooseMilitaryToken) == 15);
  CHECK(static_cast<int>(Phase::ArrangeDeck) == 18);
  CHECK(static_cast<int>(Phase::TriggerConspiracy) == 19);
  CHECK(static_cast<int>(Phase::SenateActions) == 20);
  CHECK(static_cast<int>(Phase::ReturnWonder) == 32);
  CHECK(static_cast<int>(Phase::GameOver) == 33);
  CHECK(kPhaseCount == 34);
  CHECK(static_cast<int>(ActionType::ChooseFirstPlayer) == 7);
  CHECK(static_cast<int>(ActionType::Activate) == 8);
  CHECK(static_cast<int>(ActionType::DiscardMilitaryToken) == 18);
  CHECK(static_cast<int>(ActionType::ArrangeDeck) == 21);
  CHECK(static_cast<int>(ActionType::ApplyMilitaryToken) == 22);
  CHECK(static_cast<int>(ActionType::PrepareConspiracy) == 23);
  CHECK(static_cast<int>(ActionType::SenateAction) == 25);
  CHECK(static_cast<int>(ActionType::ReturnWonder) == 37);
  CHECK(kActionTypeCount == 38);
  CHECK(kFirstPantheonAction == ActionType::Activate);
  CHECK(kPantheonActionTypeCount == 15);
  CHECK(kFirstAgoraAction == ActionType::PrepareConspiracy);
  CHECK(kAgoraActionTypeCount == 15);
  // Each module's action types belong to its kinds (its Play action to the base game's
  // Play decision, which offers it through the module's hook).
  for (int t = kBaseActionTypeCount; t < kActionTypeCount; ++t) {
    const auto type = static_cast<ActionType>(t);
    const Module module = type >= kFirstAgoraAction ? Module::Agora : Module::Pantheon;
    const DecisionKind& kind = decision_kind_of(type);
    INFO(t << " " << kind.name);
    if (type == ActionType::Activate || type == ActionType::PrepareConspiracy) CHECK(kind.phase == Phase::Play);
    else CHECK(kind.module == module);
  }
  CHECK(decision_kind_of(ActionType::ApplyMilitaryToken).phase == Phase::ChooseMilitaryToken);
  CHECK(decision_kind_of(ActionType::SenateAction).phase == Phase::SenateActions);
}

TEST_CASE("Decision kinds: every legal action met in random games round-trips through its text", "[decisions][notation]") {
  Seen seen;
  int actions = 0;
  auto visit = [&](const GameState& s) {
    ++seen.states[s.phase];
    const DecisionKind& kind = decision_kind(s.phase);
    if (!seen.why.count(s.phase)) {
      seen.why[s.phase] = why_illegal(s, kNoSuchAction);
      seen.prompt[s.phase] = kind.prompt(s).title;
    }
    ActionList legal;
    s.legal_actions(legal);
    for (const Action& a : legal) {
      ++actions;
      CHECK(&decision_kind_of(a.type) == &kind);
      const std::string text = action_to_string(s, a, kReferee);
      // Every move is public but Pantheon's face-down placement and a deck's new order,
      // Agora's Conspiracy kept or prepared, and Obscurantism's token taken from the box
      // (face down): each viewer reads the same words; the mover reads the referee's.
      const bool secret = a.type == ActionType::PlaceDivinity || a.type == ActionType::ArrangeDeck ||
                          a.type == ActionType::KeepConspiracy || a.type == ActionType::PrepareConspiracy ||
                          (a.type == ActionType::ObscureToken && a.wonder != kNone);  // wonder marks a box token
      REQUIRE(action_to_string(s, a, s.to_move()) == text);
      if (!secret) REQUIRE(action_to_string(s, a, opponent(s.to_move())) == text);
      if (secret) REQUIRE(action_to_string(s, a, opponent(s.to_move())) != text);
      REQUIRE(action_to_string(s.rules(), a, kReferee) == text);
      const std::optional<Action> parsed = parse_action(s, text);
      REQUIRE(parsed.has_value());
      REQUIRE(parsed->key() == a.key());
    }
  };
  random_games(rules(), 300, 4242, visit);
  random_games(pantheon_rules(), 300, 4242, visit);
  random_games(agora_rules(), 300, 4242, visit);
  random_games(both_rules(), 300, 4242, visit);
  // Every kind was met, the rare ones included.
  for (int i = 0; i < kPhaseCount; ++i) {
    INFO(decision_kind(static_cast<Phase>(i)).name);
    CHECK(seen.states[static_cast<Phase>(i)] > 0);
  }
  CHECK(actions > 100000);
  // Each kind refuses in its own words and asks with its own prompt.
  std::set<std::string> whys, prompts;
  for (const auto& [phase, why] : seen.why) {
    INFO(decision_kind(phase).name << ": " << why);
    CHECK(!why.empty());
    CHECK(whys.insert(why).second);
    CHECK(prompts.insert(seen.prompt[phase]).second);
  }
  CHECK(seen.why[Phase::ChooseProgress] == "choose one of the Progress tokens offered");
  CHECK(seen.why[Phase::Play] == "that card is not in the structure");
  CHECK(seen.why[Phase::GameOver] == "the game is over");
}

TEST_CASE("Decision kinds: the bot protocol's phase and 7wd-cli show's phase come from the table", "[decisions][bot]") {
  std::set<Phase> checked;
  const std::uint64_t seed = 77;
  for (int g = 0; g < 40; ++g) {
    cli::BotSession bot(rules(), {"random", 1});
    REQUIRE(bot.handle("new " + std::to_string(seed + static_cast<std::uint64_t>(g))) ==
            "ok new game " + std::to_string(seed + static_cast<std::uint64_t>(g)));
    GameState s(rules(), make_setup(rules(), seed + static_cast<std::uint64_t>(g), GameOptions{}));
    Rng rng(static_cast<std::uint64_t>(g));
    while (true) {
      const DecisionKind& kind = decision_kind(s.phase);
      const std::string state_line = bot.handle("state");
      INFO(state_line);
      REQUIRE(state_line.find(" phase=" + std::string(kind.name) + " ") != std::string::npos);
      const auto shown = cli::describe_position(s, "", {}, false);
      REQUIRE(shown["decision"]["phase"] == std::string(kind.summary));
      if (!s.is_terminal()) REQUIRE(shown["decision"]["why"] == kind.explain(s, false, ""));
      checked.insert(s.phase);
      if (s.is_terminal()) break;
      ActionList legal;
      s.legal_actions(legal);
      const Action a = legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))];
      REQUIRE(bot.handle("move " + action_to_string(s, a, kReferee)) == "ok");
      REQUIRE(s.apply(a));
    }
  }
  CHECK(checked.count(Phase::WonderSelection));
  CHECK(checked.count(Phase::ChooseFirstPlayer));
  CHECK(checked.count(Phase::ChooseProgress));
  CHECK(checked.count(Phase::GameOver));
}

TEST_CASE("Decision stack: its capacity is checked, a full stack refuses and keeps its frames", "[decisions][pending]") {
  DecisionStack stack;
  for (int i = 0; i < DecisionStack::kCapacity; ++i) {
    REQUIRE(stack.push(DecisionFrame{Phase::ChooseProgress, static_cast<Player>(i % 2), {}, static_cast<std::uint8_t>(i), 1}));
  }
  CHECK(stack.size() == DecisionStack::kCapacity);
  CHECK_FALSE(stack.push(DecisionFrame{Phase::ConstructFromDiscard, 0, {}, kNone, 1}));
  CHECK(stack.size() == DecisionStack::kCapacity);
  CHECK(stack.top().kind == Phase::ChooseProgress);
  CHECK(stack.top().detail == DecisionStack::kCapacity - 1);
  CHECK(stack[0].detail == 0);
  // The stated bound: one other decision and a science pair per symbol; Pantheon's
  // Divine Theater order, Neptune's second token and two Divinity placements; Agora's
  // three decisions of a Conspiracy and two for each of the 4 Military tokens.
  CHECK(DecisionStack::kCapacity == 1 + kScienceCount + 4 + 8);
  CHECK(GameState::kPendingCapacity == DecisionStack::kCapacity);
  // The state stays a plain block of bytes the searches copy.
  static_assert(std::is_trivially_copyable_v<DecisionStack>);
  static_assert(sizeof(DecisionFrame) == 6);
}

TEST_CASE("Decision frames: a Wonder's decision says which Wonder asked", "[decisions][pending]") {
  GameState s = first_game();
  give(s, 1, "Lumber Yard");
  s.cities[0].coins = 30;
  make_accessible(s, "Baths");
  play(s, "wonder The Statue of Zeus with Baths");
  REQUIRE(s.phase == Phase::DiscardOpponentCard);
  const DecisionFrame* frame = current_frame(s);
  REQUIRE(frame != nullptr);
  CHECK(frame->player == 0);
  CHECK(frame->source == DecisionSource{SourceKind::Wonder, wonder("The Statue of Zeus")});
  CHECK(frame->detail == static_cast<std::uint8_t>(Color::Brown));
  CHECK(source_name(rules(), frame->source) == "The Statue of Zeus");
  const DecisionPrompt prompt = decision_kind(s.phase).prompt(s);
  CHECK(prompt.title == "put a brown card of the opponent's in the discard pile");
  CHECK(prompt.subtitle == "The Statue of Zeus.");
  CHECK(decision_kind(s.phase).explain(s, false, "") ==
        "put one of the opponent's brown cards in the discard pile (The Statue of Zeus)");
}

TEST_CASE("Decision frames: a science pair's choice names its rule", "[decisions][science]") {
  GameState s = first_game();
  give(s, 0, "School");  // a wheel
  s.cities[0].coins = 30;
  make_accessible(s, "Apothecary");  // the second wheel
  play(s, "construct Apothecary");
  REQUIRE(s.phase == Phase::ChooseProgress);
  const DecisionFrame* frame = current_frame(s);
  REQUIRE(frame != nullptr);
  CHECK(frame->source == DecisionSource{SourceKind::Rule, static_cast<std::uint8_t>(RuleId::SciencePair)});
  CHECK(decision_kind(s.phase).prompt(s).subtitle == "A pair of identical science symbols.");
}

TEST_CASE("Decision frames: the Great Library's draw names the Wonder", "[decisions][progress]") {
  GameState s = first_game(5);
  s.cities[0].wonders = {wonder("The Great Library"), kNone, kNone, kNone};
  s.cities[0].coins = 40;
  make_accessible(s, "Baths");
  play(s, "wonder The Great Library with Baths");
  REQUIRE(s.phase == Phase::ChooseProgress);
  const DecisionFrame* frame = current_frame(s);
  REQUIRE(frame != nullptr);
  CHECK(frame->source == DecisionSource{SourceKind::Wonder, wonder("The Great Library")});
  CHECK(frame->detail == 3);
  CHECK(decision_kind(s.phase).prompt(s).subtitle == "The Great Library: drawn from the box; the others go back.");
  CHECK(decision_kind(s.phase).explain(s, false, "") ==
        "The Great Library: keep one of the Progress tokens drawn from the box");
}

TEST_CASE("Decision frames: a choice of two picks stays current until its second pick", "[decisions][pending]") {
  GameState s = first_game();
  detail::push_pending(s, Phase::ChooseProgress, 0);
  s.pending.top().picks_left = 2;
  s.phase = Phase::ChooseProgress;
  ActionList legal;
  s.legal_actions(legal);
  REQUIRE(legal.size() == 5);
  REQUIRE(s.apply(legal[0]));
  CHECK(s.phase == Phase::ChooseProgress);
  CHECK(s.to_move() == 0);
  REQUIRE(s.pending.size() == 1);
  CHECK(s.pending.top().picks_left == 1);
  s.legal_actions(legal);
  REQUIRE(legal.size() == 4);
  REQUIRE(s.apply(legal[0]));
  CHECK(s.pending.empty());
  CHECK(s.phase == Phase::Play);
  CHECK(s.to_move() == 1);
  CHECK(std::popcount(s.cities[0].progress) == 2);
}
