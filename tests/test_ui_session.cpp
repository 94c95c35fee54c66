// The UI's midend (GameSession): moves in words, undo any number of moves back, undo
// to the human's decision against the computer, and a saved game that reloads as
// exactly the same game; bad saves give an error. Save files: only regular files of
// a bounded size are read, a failed write keeps the previous save, saves never
// replace one another, autosave failures are told once.
#include <catch2/catch.hpp>

#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "duel/data_loader.hpp"
#include "duel/notation.hpp"

// The UI target is not linked into the tests: compile its engine-only parts here.
#include "describe.hpp"
#include "scratch_dir.hpp"
#include "save_files.hpp"
#include "session.hpp"

namespace {

std::shared_ptr<const duel::Rules> session_rules() {
  static const std::shared_ptr<const duel::Rules> loaded = [] {
    duel::LoadResult r = duel::load_rules(DUEL_SOURCE_DATA_DIR);
    REQUIRE(r.ok());
    return r.rules;
  }();
  return loaded;
}

// Plays `n` moves with a fixed rule; returns the states seen.
std::vector<duel::GameState> play_moves(duel::ui::GameSession& s, int n) {
  std::vector<duel::GameState> seen{s.state()};
  for (int i = 0; i < n && !s.state().is_terminal(); ++i) {
    duel::ActionList actions;
    s.state().legal_actions(actions);
    duel::EventLog events;
    REQUIRE(s.play(actions[(i * 5 + 1) % actions.size()], events));
    seen.push_back(s.state());
  }
  return seen;
}

}  // namespace

TEST_CASE("UI session: undo any number of moves back", "[ui][session]") {
  auto s = duel::ui::GameSession::start(session_rules(), 77, duel::GameOptions{});
  REQUIRE(s);
  const auto seen = play_moves(*s, 60);
  REQUIRE(s->move_count() == 60);
  CHECK(!s->log().empty());
  CHECK(s->log().back().move == 59);
  for (int i = 59; i >= 0; --i) {
    REQUIRE(s->undo());
    CHECK(s->move_count() == i);
    CHECK(s->state() == seen[static_cast<std::size_t>(i)]);
  }
  CHECK_FALSE(s->undo());
  CHECK(s->log().empty());
}

TEST_CASE("UI session: undo against the computer goes back to the human's decision", "[ui][session]") {
  auto s = duel::ui::GameSession::start(session_rules(), 5, duel::GameOptions{});
  REQUIRE(s);
  s->ai_seat = 1;
  play_moves(*s, 40);
  const duel::Player human = 0;
  while (s->state().to_move() != human) play_moves(*s, 1);
  const int before = s->move_count();
  REQUIRE(s->undo_to_human(human));
  CHECK(s->state().to_move() == human);
  CHECK(s->move_count() < before);
}

// Issue 32 item 1: in hot-seat, U takes back the pressing player's own last move, and
// the other's moves since with it, never the other's alone (a state where the other
// decides could show what only they may see: the Divinities they drew, a deck's order).
TEST_CASE("UI session: hot-seat undo takes back the player's own last move only", "[ui][session][pantheon]") {
  const duel::LoadResult pantheon = duel::load_rules(DUEL_SOURCE_DATA_DIR, {"pantheon"});
  REQUIRE(pantheon.ok());
  duel::GameOptions options;
  options.expansions = {"pantheon"};
  int undone_other = 0;
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    auto s = duel::ui::GameSession::start(pantheon.rules, seed, options);
    REQUIRE(s);
    std::vector<duel::GameState> states{s->state()};  // states[k]: after k moves
    // The second player has not moved at the first pick: nothing of theirs to take back.
    states.push_back(play_moves(*s, 1).back());
    const duel::Player second = s->state().to_move();
    CHECK_FALSE(s->undo_own_move(second));
    CHECK(s->move_count() == 1);
    const auto seen = play_moves(*s, 40 + static_cast<int>(seed) * 5);
    REQUIRE_FALSE(s->state().is_terminal());
    states.insert(states.end(), seen.begin() + 1, seen.end());
    REQUIRE(static_cast<int>(states.size()) == s->move_count() + 1);
    for (;;) {
      const duel::Player who = s->state().to_move();
      // Their last move was made from the latest earlier state with them to move.
      const int now = s->move_count();
      int target = -1;
      for (int i = now - 1; i >= 0 && target < 0; --i) {
        if (states[static_cast<std::size_t>(i)].to_move() == who) target = i;
      }
      if (target < 0) {
        CHECK_FALSE(s->undo_own_move(who));
        CHECK(s->move_count() == now);
        break;
      }
      REQUIRE(s->undo_own_move(who));
      CHECK(s->move_count() == target);
      CHECK(s->state().to_move() == who);
      CHECK(s->state() == states[static_cast<std::size_t>(target)]);
      undone_other += now - target > 1;
    }
  }
  CHECK(undone_other > 20);  // the other's moves since were taken back with it
}

TEST_CASE("UI session: a saved game reloads as exactly the same game", "[ui][session]") {
  auto s = duel::ui::GameSession::start(session_rules(), 123, duel::GameOptions{});
  REQUIRE(s);
  play_moves(*s, 45);
  const std::string json = s->to_json();
  std::string error;
  auto loaded = duel::ui::GameSession::from_json(session_rules(), json, error);
  INFO(error);
  REQUIRE(loaded);
  CHECK(loaded->state() == s->state());
  CHECK(loaded->move_count() == s->move_count());
  CHECK(loaded->record().moves == s->record().moves);
  // Every earlier state is rebuilt too, so undo works after loading.
  REQUIRE(loaded->undo());
  REQUIRE(s->undo());
  CHECK(loaded->state() == s->state());
  // Only the first moves of a record.
  auto partial = duel::ui::GameSession::from_json(session_rules(), json, error, 10);
  REQUIRE(partial);
  CHECK(partial->move_count() == 10);
}

TEST_CASE("UI session: a game against the computer reloads as You against the Computer", "[ui][session]") {
  // Issue 11 item 1: after Load or Continue the names were "Player 1 / Player 2".
  auto s = duel::ui::GameSession::start(session_rules(), 77, duel::GameOptions{});
  REQUIRE(s);
  s->ai_seat = 1;
  s->difficulty = "hard";
  play_moves(*s, 20);
  std::string error;
  auto loaded = duel::ui::GameSession::from_json(session_rules(), s->to_json(), error);
  REQUIRE(loaded);
  CHECK(loaded->ai_seat == 1);
  CHECK(loaded->difficulty == "hard");
  CHECK(loaded->names[0] == "You");
  CHECK(loaded->names[1] == "Computer");
  // The move log rebuilt on loading speaks of them too.
  int yours = 0, computers = 0;
  for (const duel::ui::LogLine& line : loaded->log()) {
    if (line.is_event) continue;
    CHECK(line.text.find("Player ") != 0);
    yours += line.text.rfind("You", 0) == 0;
    computers += line.text.rfind("Computer", 0) == 0;
  }
  CHECK(yours > 0);
  CHECK(computers > 0);
}

TEST_CASE("UI session: a game against Expert, in either seat, reloads against Expert", "[ui][session][levels]") {
  // The record's players say which seat the computer had and at what level: "expert"
  // must read back as the computer, not as a second human.
  for (duel::Player seat = 0; seat < 2; ++seat) {
    INFO("the computer in seat " << int(seat));
    auto s = duel::ui::GameSession::start(session_rules(), 78, duel::GameOptions{});
    REQUIRE(s);
    s->ai_seat = seat;
    s->difficulty = "expert";
    play_moves(*s, 12);
    const std::string json = s->to_json();
    CHECK(json.find("\"expert\"") != std::string::npos);
    std::string error;
    auto loaded = duel::ui::GameSession::from_json(session_rules(), json, error);
    INFO(error);
    REQUIRE(loaded);
    CHECK(loaded->ai_seat == seat);
    CHECK(loaded->difficulty == "expert");
    CHECK(loaded->names[seat] == "Computer");
    CHECK(loaded->names[1 - seat] == "You");
  }
}

TEST_CASE("UI session: corrupt and incompatible saves give an error, not a crash", "[ui][session]") {
  std::string error;
  CHECK_FALSE(duel::ui::GameSession::from_json(session_rules(), "", error));
  CHECK_FALSE(error.empty());
  error.clear();
  CHECK_FALSE(duel::ui::GameSession::from_json(session_rules(), "{\"version\": 1}", error));
  CHECK_FALSE(error.empty());
  error.clear();
  CHECK_FALSE(duel::ui::GameSession::from_json(session_rules(), "[[[", error));
  CHECK_FALSE(error.empty());
  auto s = duel::ui::GameSession::start(session_rules(), 9, duel::GameOptions{});
  play_moves(*s, 12);
  std::string json = s->to_json();
  // Make the last move one that is not legal.
  duel::GameRecord record = *duel::record_from_json(*session_rules(), json, error);
  record.moves.back() = "construct Palace";
  error.clear();
  CHECK_FALSE(duel::ui::GameSession::from_record(session_rules(), record, error));
  CHECK(error.find("move 12") != std::string::npos);
}

TEST_CASE("UI session: a huge illegal move is quoted cut at 60 bytes, as the CLI quotes it", "[ui][session][bad-input]") {
  auto s = duel::ui::GameSession::start(session_rules(), 9, duel::GameOptions{});
  std::string error;
  duel::GameRecord record = *duel::record_from_json(*session_rules(), s->to_json(), error);
  record.moves = {std::string(1'000'000, 'x')};
  CHECK_FALSE(duel::ui::GameSession::from_record(session_rules(), record, error));
  CHECK(error == "move 1: \"" + std::string(60, 'x') + "...\" is not legal in this game");
}

TEST_CASE("UI words: event messages and payment lines", "[ui][session]") {
  const duel::Rules& r = *session_rules();
  const duel::ui::PlayerNames names{"Ann", "Bob"};
  duel::Event token{duel::EventType::MilitaryTokenTaken, 1, 0, duel::kNone, 5};
  CHECK(duel::ui::event_message(r, token, names) == "Military token: Bob loses 5 coins");
  duel::Event replay{duel::EventType::ReplayTurn, 0};
  CHECK(duel::ui::event_message(r, replay, names) == "Ann plays again");
  duel::Payment p;
  p.total = 5;
  p.printed_coins = 1;
  p.bought[0] = 2;
  p.unit_price[0] = 2;
  const auto lines = duel::ui::payment_lines(p, 3);
  CHECK(lines.back() == "Needs 2 more coins");
}

TEST_CASE("UI words: moves read as a person would say them", "[ui][session]") {
  // Issue 11 item 14: "wonder The Great Lighthouse with Wood Reserve", "first player 1".
  const duel::Rules& r = *session_rules();
  const duel::ui::PlayerNames names{"Player 1", "Player 2"};
  const duel::CardId reserve = r.find_card("Wood Reserve");
  const duel::CardId baths = r.find_card("Baths");
  const duel::WonderId lighthouse = r.find_wonder("The Great Lighthouse");
  REQUIRE(reserve != duel::kNone);
  REQUIRE(lighthouse != duel::kNone);
  const duel::Action wonder{duel::ActionType::BuildWonder, reserve, lighthouse};
  duel::EventLog paid{{duel::EventType::WonderBuilt, 1, lighthouse, reserve, 4}};
  CHECK(duel::ui::move_sentence(r, wonder, "Player 2", names, &paid) ==
        "Player 2 builds The Great Lighthouse using Wood Reserve (4 coins)");
  const duel::Action first{duel::ActionType::ChooseFirstPlayer, 0, duel::kNone};
  CHECK(duel::ui::move_sentence(r, first, "Player 2", names, nullptr, 2) == "Player 2 chooses: Player 1 will start Age II");
  CHECK(duel::ui::move_sentence(r, first, "Player 1", names, nullptr, 3) == "Player 1 will start Age III");
  duel::EventLog one_coin{{duel::EventType::CardDiscarded, 0, baths, duel::kNone, 1}};
  CHECK(duel::ui::move_sentence(r, {duel::ActionType::Discard, baths, duel::kNone}, "You", names, &one_coin) ==
        "You discard Baths for 1 coin");
  duel::EventLog chain{{duel::EventType::CardConstructed, 0, baths, 1, 0}};
  CHECK(duel::ui::move_sentence(r, {duel::ActionType::Construct, baths, duel::kNone}, "Computer", names, &chain) ==
        "Computer builds Baths (free through a chain)");
  // A hint is an imperative.
  CHECK(duel::ui::move_sentence(r, {duel::ActionType::Construct, baths, duel::kNone}, "", names) == "build Baths");
  // Whose card the Statue of Zeus / Circus Maximus takes: named from the screen's side.
  const duel::Action take{duel::ActionType::DiscardOpponentCard, baths, duel::kNone};
  const duel::ui::PlayerNames vs{"You", "Computer"};
  CHECK(duel::ui::move_sentence(r, take, "Computer", vs) == "Computer puts your Baths in the discard pile");
  CHECK(duel::ui::move_sentence(r, take, "You", vs) == "You put the Computer's Baths in the discard pile");
  CHECK(duel::ui::move_sentence(r, take, "Player 1", names) == "Player 1 puts Player 2's Baths in the discard pile");
  CHECK(duel::ui::move_sentence(r, take, "", names) == "put the opponent's Baths in the discard pile");
  const duel::Event taken{duel::EventType::OpponentCardDiscarded, 1, baths, duel::kNone, 0};
  CHECK(duel::ui::event_message(r, taken, vs) == "Computer puts your Baths in the discard pile");
}

// --- Save files: reading only what is a save, writing without ever losing one ---

namespace {

namespace fs = std::filesystem;

using duel::test::put;
using duel::test::ScratchDir;
using duel::test::slurp;

bool any_tmp_left(const fs::path& dir) {
  for (const auto& e : fs::directory_iterator(dir)) {
    if (e.path().extension() == ".tmp") return true;
  }
  return false;
}

}  // namespace

TEST_CASE("UI saves: only a regular file of at most 16 MB is read as a save", "[ui][saves]") {
  const ScratchDir dir("read");
  std::string error;
  put(dir / "ok.json", "{\"a\": 1}");
  CHECK(duel::ui::read_save_file(dir / "ok.json", error) == std::optional<std::string>("{\"a\": 1}"));
  // A FIFO: opening it for reading would wait for a writer forever.
  REQUIRE(::mkfifo((dir / "fifo.json").c_str(), 0644) == 0);
  CHECK_FALSE(duel::ui::read_save_file(dir / "fifo.json", error));
  CHECK(error == "not a regular file");
  CHECK_FALSE(duel::ui::read_save_file(dir.path.string(), error));
  CHECK(error == "not a regular file");
  CHECK_FALSE(duel::ui::read_save_file("/dev/zero", error));  // endless
  CHECK(error == "not a regular file");
  // 200 MB (sparse: no disk used): refused before reading a byte.
  put(dir / "huge.json", "");
  fs::resize_file(dir / "huge.json", 200u << 20);
  CHECK_FALSE(duel::ui::read_save_file(dir / "huge.json", error));
  CHECK(error == "too large for a saved game (more than 16 MB)");
  fs::resize_file(dir / "huge.json", duel::ui::kMaxSaveBytes);
  CHECK(duel::ui::read_save_file(dir / "huge.json", error));  // the limit itself is allowed
  CHECK_FALSE(duel::ui::read_save_file(dir / "missing.json", error));
  CHECK(error == "no such file");
  CHECK(error.find(dir.path.string()) == std::string::npos);
}

TEST_CASE("UI saves: a failed write keeps the previous save and leaves no temporary file", "[ui][saves]") {
  const ScratchDir dir("write");
  const std::string save = dir / "autosave.json";
  std::string error;
  REQUIRE(duel::ui::write_text_file(save, "good game", error));
  CHECK(slurp(save) == "good game");
  CHECK_FALSE(any_tmp_left(dir.path));

  SECTION("a full disk") {
    // The temporary file is /dev/full: every write fails with ENOSPC (even as root).
    fs::create_symlink("/dev/full", save + ".tmp");
    CHECK_FALSE(duel::ui::write_text_file(save, "newer game", error));
    CHECK(error == "the disk is full");
    CHECK(slurp(save) == "good game");
    CHECK_FALSE(fs::exists(fs::symlink_status(save + ".tmp")));
  }
  SECTION("a save folder that is a file") {
    // Permission bits do not stop root: a parent that is a regular file does.
    put(dir / "not-a-folder", "x");
    CHECK_FALSE(duel::ui::write_text_file(dir / "not-a-folder/autosave.json", "newer game", error));
    CHECK(error == "the save folder is missing");
    CHECK(slurp(save) == "good game");
  }
  CHECK(error.find(dir.path.string()) == std::string::npos);
  CHECK_FALSE(any_tmp_left(dir.path));
}

TEST_CASE("UI saves: two saves in the same second keep both", "[ui][saves]") {
  const ScratchDir dir("new");
  std::string error;
  const std::string stem = "save-20261122-101010";
  CHECK(duel::ui::write_new_save(dir.path.string(), stem, "first", error) == std::optional<std::string>(stem));
  CHECK(duel::ui::write_new_save(dir.path.string(), stem, "second", error) == std::optional<std::string>(stem + "-2"));
  CHECK(duel::ui::write_new_save(dir.path.string(), stem, "third", error) == std::optional<std::string>(stem + "-3"));
  CHECK(slurp(dir / (stem + ".json")) == "first");
  CHECK(slurp(dir / (stem + "-2.json")) == "second");
  CHECK(slurp(dir / (stem + "-3.json")) == "third");
  // A failed save removes the name it had claimed.
  CHECK_FALSE(duel::ui::write_new_save(dir / "missing-folder", stem, "fourth", error));
  CHECK(error == "the save folder is missing");
  put(dir / "plain-file", "x");
  CHECK_FALSE(duel::ui::write_new_save(dir / "plain-file", stem, "fourth", error));
  CHECK_FALSE(any_tmp_left(dir.path));
}

TEST_CASE("UI saves: autosave failures are told once, and when saving works again", "[ui][saves]") {
  duel::ui::AutosaveWatch watch;
  CHECK_FALSE(watch.report(true, ""));
  CHECK(watch.report(false, "the disk is full") ==
        std::optional<std::string>("Autosave failed: the disk is full — your game is not being saved"));
  CHECK(watch.failing());
  CHECK_FALSE(watch.report(false, "the disk is full"));  // the same situation: no repeat
  CHECK_FALSE(watch.report(false, "the disk is full"));
  CHECK(watch.report(false, "the save folder is missing") ==
        std::optional<std::string>("Autosave failed: the save folder is missing — your game is not being saved"));
  CHECK(watch.report(true, "") == std::optional<std::string>("Autosave works again: your game is being saved"));
  CHECK_FALSE(watch.failing());
  CHECK_FALSE(watch.report(true, ""));
}

TEST_CASE("UI saves: a corrupt autosave offers nothing to continue, with the reason", "[ui][saves]") {
  const ScratchDir dir("continue");
  const std::string autosave = dir / "autosave.json";
  auto s = duel::ui::GameSession::start(session_rules(), 8, duel::GameOptions{});
  play_moves(*s, 9);
  const std::string good = s->to_json();
  put(autosave, good);
  duel::ui::ContinueOffer offer = duel::ui::read_continue_offer(session_rules(), autosave);
  REQUIRE(offer.game);
  CHECK(offer.game->move_count() == 9);
  CHECK(offer.summary == "Age I, move 10, hot-seat");
  // A finished game is not "move 73" of 72 (issue 11 item 13).
  play_moves(*s, 200);
  REQUIRE(s->state().is_terminal());
  put(autosave, s->to_json());
  const duel::ui::ContinueOffer finished = duel::ui::read_continue_offer(session_rules(), autosave);
  CHECK(finished.summary == "game over after " + std::to_string(s->move_count()) + " moves, hot-seat");
  put(autosave, good);
  CHECK_FALSE(offer.damaged);

  const std::string overflow = std::string(good).replace(good.find("\"seed\": 8"), 9, "\"seed\": 1e400");
  REQUIRE(overflow != good);
  for (const std::string& text : {overflow, std::string("garbage { ["), good.substr(0, good.size() / 2)}) {
    put(autosave, text);
    offer = duel::ui::read_continue_offer(session_rules(), autosave);
    INFO(text.substr(0, 60));
    CHECK_FALSE(offer.game);
    CHECK(offer.damaged);
    CHECK(offer.summary.rfind("The last game cannot be continued: not valid JSON", 0) == 0);
    CHECK(offer.summary.find('/') == std::string::npos);
    CHECK(offer.summary.find("json.exception") == std::string::npos);
  }
  fs::remove(autosave);
  offer = duel::ui::read_continue_offer(session_rules(), autosave);
  CHECK_FALSE(offer.game);
  CHECK(offer.summary == "No game to continue yet");
  CHECK_FALSE(offer.damaged);
}

TEST_CASE("UI saves: a Pantheon autosave continues as a Pantheon game and says so", "[ui][saves][pantheon]") {
  const ScratchDir dir("continue-pantheon");
  const std::string autosave = dir / "autosave.json";
  const duel::LoadResult pantheon = duel::load_rules(DUEL_SOURCE_DATA_DIR, {"pantheon"});
  REQUIRE(pantheon.ok());
  duel::GameOptions options;
  options.expansions = {"pantheon"};
  auto s = duel::ui::GameSession::start(pantheon.rules, 8, options);
  play_moves(*s, 9);
  put(autosave, s->to_json());
  // The app's rules are the base game's; the cache loads the save's own.
  duel::RulesCache cache(DUEL_SOURCE_DATA_DIR);
  const duel::ui::ContinueOffer offer = duel::ui::read_continue_offer(session_rules(), autosave, &cache);
  REQUIRE(offer.game);
  CHECK(offer.game->state().pantheon.on);
  CHECK(offer.game->move_count() == 9);
  CHECK(offer.summary == "Age I, move 10, hot-seat, with Pantheon");
}
