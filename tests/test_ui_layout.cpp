// The game screen's layout (a pure function, no SDL): at 1280x720, 1920x1080 and a few
// other sizes, in the Wonder selection and in each Age, every region lies inside the
// window, regions that must not overlap don't, and no card covers an accessible card.
// Text shortened to a width measures O(log n) prefixes and never cuts a UTF-8 sequence.
#include <catch2/catch.hpp>

#include <bit>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "duel/data_loader.hpp"
#include "duel/setup.hpp"
#include "duel/state.hpp"

// The UI target is not linked into the tests: compile its pure layout code here.
#include "layout.hpp"
#include "text_fit.hpp"

namespace {

using duel::ui::Layout;
using duel::ui::Rect;

const duel::Rules& ui_rules() {
  static const std::shared_ptr<const duel::Rules> loaded = [] {
    duel::LoadResult r = duel::load_rules(DUEL_SOURCE_DATA_DIR);
    REQUIRE(r.ok());
    return r.rules;
  }();
  return *loaded;
}

// Plays the first legal action until `done` holds (or the game ends).
template <typename Pred>
duel::GameState play_until(std::uint64_t seed, Pred done) {
  duel::GameState s(ui_rules(), duel::make_setup(ui_rules(), seed, duel::GameOptions{}));
  int guard = 0;
  while (!done(s) && !s.is_terminal() && guard++ < 500) {
    duel::ActionList actions;
    s.legal_actions(actions);
    REQUIRE(s.apply(actions[(guard * 7) % actions.size()]));
  }
  return s;
}

std::string show(const Rect& r) {
  std::string out = "{";  // built step by step: GCC 12 warns falsely on "{" + std::to_string(...)
  out += std::to_string(r.x) + "," + std::to_string(r.y) + "," + std::to_string(r.w) + "," + std::to_string(r.h);
  out += "}";
  return out;
}

void check_inside(const Rect& r, const Rect& window, const std::string& what) {
  INFO(what << " " << show(r) << " in window " << show(window));
  CHECK(!r.empty());
  CHECK(r.inside(window));
}

void check_apart(const Rect& a, const Rect& b, const std::string& what) {
  INFO(what << ": " << show(a) << " and " << show(b));
  CHECK_FALSE(a.intersects(b));
}

void check_layout(const duel::GameState& s, int w, int h, const duel::ui::LayoutOptions& options = {}) {
  INFO("window " << w << "x" << h << ", age " << int(s.age) << ", UI scale " << options.ui_scale
                 << (options.pantheon ? ", Pantheon" : "") << (options.agora ? ", Agora" : ""));
  const Layout l = duel::ui::compute_layout(s, w, h, options);
  const Rect window{0, 0, w, h};
  check_inside(l.frame, window, "frame");
  check_inside(l.top_bar, window, "top bar");
  check_inside(l.track, window, "track");
  check_inside(l.token_row, window, "token row");
  check_inside(l.structure, window, "structure");
  check_inside(l.log, window, "log");
  check_inside(l.prompt, window, "prompt");
  for (int i = 0; i < duel::ui::kButtonCount; ++i) {
    check_inside(l.buttons[i], l.top_bar, "button " + std::to_string(i));
    for (int j = i + 1; j < duel::ui::kButtonCount; ++j) check_apart(l.buttons[i], l.buttons[j], "buttons");
    check_apart(l.buttons[i], l.status, "button and status");
  }
  for (const Rect& r : l.track_spaces) check_inside(r, l.track, "track space");
  for (std::size_t i = 0; i < l.board_tokens.size(); ++i) {
    check_inside(l.board_tokens[i], l.token_row, "board token");
    for (std::size_t j = i + 1; j < l.board_tokens.size(); ++j) check_apart(l.board_tokens[i], l.board_tokens[j], "tokens");
  }
  // The big regions of the screen are apart.
  std::vector<std::pair<Rect, std::string>> regions = {
      {l.top_bar, "top bar"},  {l.track, "track"},       {l.token_row, "token row"}, {l.structure, "structure"},
      {l.log, "log"},          {l.cities[0].panel, "city 1"}, {l.cities[1].panel, "city 2"}};
  // The expansions' regions: allocated only when asked for, then apart from the rest.
  CHECK(l.pantheon.empty() == !options.pantheon);
  CHECK(l.senate.empty() == !options.agora);
  if (options.pantheon) {
    regions.emplace_back(l.pantheon, "Pantheon");
    CHECK(l.pantheon.bottom() <= l.track.y);  // a row above the military track
    for (std::size_t i = 0; i < l.divinity_spaces.size(); ++i) {
      check_inside(l.divinity_spaces[i], l.pantheon, "Divinity space");
      for (std::size_t j = i + 1; j < l.divinity_spaces.size(); ++j) check_apart(l.divinity_spaces[i], l.divinity_spaces[j], "Divinity spaces");
      check_apart(l.divinity_spaces[i], l.divinity_decks, "Divinity space and the decks");
    }
    check_inside(l.divinity_decks, l.pantheon, "the Mythology decks");
  }
  if (options.agora) {
    regions.emplace_back(l.senate, "Senate");
    for (std::size_t i = 0; i < l.chambers.size(); ++i) {
      check_inside(l.chambers[i], l.senate, "Chamber");
      for (std::size_t j = i + 1; j < l.chambers.size(); ++j) check_apart(l.chambers[i], l.chambers[j], "Chambers");
    }
  }
  for (std::size_t i = 0; i < regions.size(); ++i) {
    check_inside(regions[i].first, window, regions[i].second);
    for (std::size_t j = i + 1; j < regions.size(); ++j) {
      check_apart(regions[i].first, regions[j].first, regions[i].second + " / " + regions[j].second);
    }
  }
  check_inside(l.prompt, l.structure, "prompt over the structure");
  // Messages have one line of their own, the log's title row: never over the cards,
  // the buttons, the cities or the moves of the log (issue 11 item 3).
  check_inside(l.message, l.log, "message line in the log's title row");
  for (std::size_t i = 0; i < regions.size(); ++i) {
    if (regions[i].second != "log") check_apart(l.message, regions[i].first, "message / " + regions[i].second);
  }
  for (const Rect& b : l.buttons) check_apart(l.message, b, "message / button");
  CHECK(l.message.h >= l.px(16));
  // Each city's parts are inside its panel and apart; each colour's column inside the
  // cards' area, apart from the others, and as l.city_group_rect gives it.
  for (int p = 0; p < 2; ++p) {
    const auto& city = l.cities[static_cast<std::size_t>(p)];
    std::vector<Rect> parts = {city.header, city.production, city.prices, city.science, city.tokens, city.cards};
    for (const Rect& wr : city.wonders) parts.push_back(wr);
    for (std::size_t i = 0; i < parts.size(); ++i) {
      check_inside(parts[i], city.panel, "city part " + std::to_string(i));
      for (std::size_t j = i + 1; j < parts.size(); ++j) check_apart(parts[i], parts[j], "city parts");
    }
    // The Senators' column exists only in an Agora game (no empty "0" column otherwise).
    const auto in_play = [&](int c) { return options.agora || static_cast<duel::Color>(c) != duel::Color::Senator; };
    CHECK(l.city_group_rect(static_cast<duel::Player>(p), duel::Color::Senator).empty() == !options.agora);
    for (int c = 0; c < duel::kColorCount; ++c) {
      const Rect g = l.city_group_rect(static_cast<duel::Player>(p), static_cast<duel::Color>(c));
      CHECK(g == city.groups[static_cast<std::size_t>(c)]);
      if (!in_play(c)) continue;
      check_inside(g, city.cards, "colour group " + std::to_string(c));
      // Room for the colour's emblem row and at least three cards' symbols.
      CHECK(g.h >= l.text.city_label + 3 * l.text.city_symbol);
      for (int d = c + 1; d < duel::kColorCount; ++d) {
        if (in_play(d)) check_apart(g, city.groups[static_cast<std::size_t>(d)], "colour groups");
      }
    }
  }
  if (s.phase == duel::Phase::WonderSelection) {
    for (std::size_t i = 0; i < l.offer.size(); ++i) {
      check_inside(l.offer[i], l.structure, "offered Wonder");
      for (std::size_t j = i + 1; j < l.offer.size(); ++j) check_apart(l.offer[i], l.offer[j], "offer");
    }
    return;
  }
  // The structure: every slot inside its area, cards of a row side by side, and no
  // card still present drawn over an accessible card.
  REQUIRE(static_cast<int>(l.slots.size()) == s.slot_count());
  const auto& slots = s.rules().layouts[s.age - 1].slots;  // the game's own structures (Agora has its own)
  for (int i = 0; i < s.slot_count(); ++i) {
    check_inside(l.slots[i], l.structure, "slot " + std::to_string(i));
    CHECK(l.slot_rect(i) == l.slots[static_cast<std::size_t>(i)]);
    // The head of every card (effect band and name) stays in view: a card of the next
    // row covers at most the rest, about half a card as on the table (issue 11 item 5).
    // A face-down row's card turns face up only when uncovered: covered, it shows its
    // back's emblem whole (issue 32 item 12: Age III's face-up rows keep two name lines).
    const bool face_up = slots[i].face_up;
    const Rect head{l.slots[i].x, l.slots[i].y, l.slots[i].w,
                    face_up ? duel::ui::card_head_height(l.slots[i], l.text.card_name, l.card_name_lines)
                            : duel::ui::card_back_head_height(l.slots[i])};
    for (int j = 0; j < s.slot_count(); ++j) {
      if (j == i) continue;
      if (slots[i].row == slots[j].row) check_apart(l.slots[i], l.slots[j], "slots of one row");
      if (j > i && s.slot_accessible(i) && ((s.present >> j) & 1U)) check_apart(l.slots[i], l.slots[j], "accessible card covered");
      if (slots[j].row > slots[i].row) {
        INFO("slot " << i << " head " << show(head) << " under slot " << j << " " << show(l.slots[j]));
        CHECK_FALSE(head.intersects(l.slots[j]));
        if (face_up) CHECK(l.slots[j].y - l.slots[i].y >= l.slots[i].h / 2 - 1);
      }
    }
  }
  CHECK(l.slot_rect(-1).empty());
  CHECK(l.slot_rect(s.slot_count()).empty());
  CHECK(l.card_w >= l.px(60));  // readable: at least 60 design pixels wide
}

// The smallest text size allowed at a window size (issue 11 item 5): 11 px at
// 1280x720, 9 px at 960x540 (the layout's own sizes, not guessed from pixels).
int min_text(int w, int h) { return std::min(w / 1280.0, h / 720.0) >= 1.0 ? 11 : 9; }

void check_text_sizes(const duel::GameState& s, int w, int h, const duel::ui::LayoutOptions& options) {
  INFO("window " << w << "x" << h << ", age " << int(s.age) << (options.pantheon ? ", Pantheon" : "")
                 << (options.agora ? ", Agora" : ""));
  const Layout l = duel::ui::compute_layout(s, w, h, options);
  const int least = min_text(w, h);
  CHECK(l.text.card_name >= least);
  CHECK(duel::ui::icon_number(l.text.card_cost) >= least);  // a cost's coins
  CHECK(l.text.wonder_name >= least);
  CHECK(duel::ui::icon_number(l.text.wonder_cost) >= least);
  CHECK(duel::ui::icon_number(l.text.city_symbol) >= least);  // points, coins, shields of a city's card
  CHECK(l.text.city_label >= least);
  CHECK(l.text.log >= least);
  CHECK(l.text.caption >= least);  // the track's labels, a city header's "coins / points / built"
  CHECK(l.text.chain >= least);    // a chain symbol's name on a city's card
  // The track's zone points (in a space's top) and its labels (under the spaces) fit.
  CHECK(l.track_spaces[0].h >= 2 * l.text.caption);
  CHECK(l.track.bottom() - l.track_spaces[0].bottom() >= l.text.caption);
  // A city header holds a 24-design-pixel icon and its caption below it.
  for (const auto& city : l.cities) CHECK(city.header.h >= l.px(24) + l.text.caption);
  // A Wonder tile holds its name, effect band and cost icons at those sizes.
  for (const auto& city : l.cities) {
    CHECK(city.wonders[0].h >= l.text.wonder_name + l.text.wonder_cost + l.px(24));
  }
}

}  // namespace

TEST_CASE("UI layout: every region inside the window, nothing overlapping that must not", "[ui][layout]") {
  const std::vector<std::pair<int, int>> sizes = {{1280, 720}, {1920, 1080}, {960, 540}, {1366, 768}, {1280, 1024}, {2560, 1440}};
  const std::vector<duel::GameState> states = {
      play_until(3, [](const duel::GameState&) { return true; }),
      play_until(3, [](const duel::GameState& s) { return s.age == 1; }),
      play_until(3, [](const duel::GameState& s) { return s.age == 1 && std::popcount(s.present) < 12; }),
      play_until(3, [](const duel::GameState& s) { return s.age == 2; }),
      play_until(4, [](const duel::GameState& s) { return s.age == 2 && std::popcount(s.present) < 10; }),
      play_until(5, [](const duel::GameState& s) { return s.age == 3; }),
      play_until(5, [](const duel::GameState& s) { return s.age == 3 && std::popcount(s.present) < 8; }),
  };
  CHECK(states[0].phase == duel::Phase::WonderSelection);
  CHECK(states[1].age == 1);
  CHECK(states[3].age == 2);
  CHECK(states[5].age == 3);
  for (const auto& s : states) {
    for (auto [w, h] : sizes) check_layout(s, w, h);
  }
}

// Age I to III, at the start of each and with cards gone, as the tests above.
std::vector<duel::GameState> age_states() {
  return {
      play_until(3, [](const duel::GameState&) { return true; }),
      play_until(3, [](const duel::GameState& s) { return s.age == 1; }),
      play_until(3, [](const duel::GameState& s) { return s.age == 2; }),
      play_until(5, [](const duel::GameState& s) { return s.age == 3; }),
      play_until(5, [](const duel::GameState& s) { return s.age == 3 && std::popcount(s.present) < 8; }),
  };
}

TEST_CASE("UI layout: text of every element at least 11 px at 1280x720 and 9 px at 960x540, in every Age, "
          "with and without the expansions' regions", "[ui][layout]") {
  const std::vector<duel::GameState> states = age_states();
  REQUIRE(states[3].age == 3);
  for (const auto& s : states) {
    for (const auto& [w, h] : {std::pair{1280, 720}, std::pair{960, 540}}) {
      for (const bool on : {false, true}) {
        duel::ui::LayoutOptions options;
        options.pantheon = options.agora = on;
        check_text_sizes(s, w, h, options);
        check_layout(s, w, h, options);
      }
      duel::ui::LayoutOptions pantheon_only;
      pantheon_only.pantheon = true;
      check_layout(s, w, h, pantheon_only);
    }
  }
  // Age III's seven rows at 1280x720: cards wide, each face-up row showing half a card
  // or more (it was 82 px wide, 40% shown, names of 7 px), and since issue 32 item 12
  // names of two lines (a face-down row covers its cards but for their backs' emblems).
  const Layout l = duel::ui::compute_layout(states[3], 1280, 720);
  CHECK(l.card_w >= 150);
  CHECK(l.card_h >= 100);
  CHECK(l.card_name_lines == 2);
  // Age I's five rows leave room for names of two lines.
  CHECK(duel::ui::compute_layout(states[1], 1280, 720).card_name_lines == 2);
}

TEST_CASE("UI layout: the Pantheon row and the Senate only when the rules include them", "[ui][layout]") {
  duel::Rules rules = ui_rules();
  duel::ui::LayoutOptions o = duel::ui::layout_options_for(rules);
  CHECK_FALSE(o.pantheon);
  CHECK_FALSE(o.agora);
  rules.modules = {"base", "pantheon"};
  o = duel::ui::layout_options_for(rules, 1.2);
  CHECK(o.pantheon);
  CHECK_FALSE(o.agora);
  CHECK(o.ui_scale == Approx(1.2));
  rules.modules = {"base", "agora", "pantheon"};
  o = duel::ui::layout_options_for(rules);
  CHECK(o.pantheon);
  CHECK(o.agora);
  // The base game's layout is the same as before the regions existed.
  const duel::GameState s = play_until(3, [](const duel::GameState& st) { return st.age == 1; });
  const Layout base = duel::ui::compute_layout(s, 1280, 720);
  CHECK(base.pantheon.empty());
  CHECK(base.senate.empty());
  for (const Rect& r : base.divinity_spaces) CHECK(r.empty());
  for (const Rect& r : base.chambers) CHECK(r.empty());
  const Layout both = duel::ui::compute_layout(s, 1280, 720, o);
  CHECK(both.track.y > base.track.y);
  CHECK(both.log.w < base.log.w);
  CHECK(both.senate.right() < both.log.x);
}

TEST_CASE("UI layout: a UI scale makes text and panels larger or smaller, as far as the window holds them",
          "[ui][layout]") {
  const duel::GameState s = play_until(5, [](const duel::GameState& st) { return st.age == 3; });
  duel::ui::LayoutOptions o;
  const Layout normal = duel::ui::compute_layout(s, 1920, 1080, o);
  o.ui_scale = 0.8;
  const Layout small = duel::ui::compute_layout(s, 1920, 1080, o);
  CHECK(small.ui_scale == Approx(0.8));
  CHECK(small.scale == Approx(1.2));
  CHECK(small.design_w == 1600);
  CHECK(small.design_h == 900);
  CHECK(small.text.card_name < normal.text.card_name);
  CHECK(small.frame == normal.frame);  // the same window area, more design pixels in it
  o.ui_scale = 1.1;
  const Layout big = duel::ui::compute_layout(s, 1920, 1080, o);
  CHECK(big.ui_scale == Approx(1.1));
  CHECK(big.text.card_name > normal.text.card_name);
  CHECK(big.cities[0].panel.w > normal.cities[0].panel.w);
  // 1.5 would leave less than the smallest design area: cut back to what fits.
  o.ui_scale = 1.5;
  const Layout most = duel::ui::compute_layout(s, 1920, 1080, o);
  CHECK(most.ui_scale == Approx(double(duel::ui::kDesignWidth) / duel::ui::kMinDesignWidth));
  CHECK(most.design_w >= duel::ui::kMinDesignWidth);
  CHECK(most.design_h >= duel::ui::kMinDesignHeight);
  // Out-of-range values are held to 0.8..1.5.
  o.ui_scale = 0.1;
  CHECK(duel::ui::compute_layout(s, 1920, 1080, o).ui_scale == Approx(duel::ui::kMinUiScale));
  // Every scale keeps every region inside the window and apart, at every size.
  for (const double ui : {0.8, 1.0, 1.1, 1.5}) {
    o.ui_scale = ui;
    for (const auto& [w, h] : {std::pair{1280, 720}, std::pair{960, 540}, std::pair{1920, 1080}}) {
      for (const auto& st : age_states()) check_layout(st, w, h, o);
    }
  }
}

TEST_CASE("UI layout: designed at 1280x720 and scaled up uniformly", "[ui][layout]") {
  const duel::GameState s = play_until(9, [](const duel::GameState& st) { return st.age == 1; });
  const Layout small = duel::ui::compute_layout(s, 1280, 720);
  const Layout big = duel::ui::compute_layout(s, 1920, 1080);
  CHECK(small.scale == Approx(1.0));
  CHECK(big.scale == Approx(1.5));
  CHECK(small.frame == Rect{0, 0, 1280, 720});
  CHECK(big.frame == Rect{0, 0, 1920, 1080});
  REQUIRE(small.slots.size() == big.slots.size());
  for (std::size_t i = 0; i < small.slots.size(); ++i) {
    CHECK(std::abs(big.slots[i].x - small.slots[i].x * 3 / 2) <= 2);
    CHECK(std::abs(big.slots[i].w - small.slots[i].w * 3 / 2) <= 2);
  }
  // A wider window centres the design area.
  const Layout wide = duel::ui::compute_layout(s, 1600, 720);
  CHECK(wide.frame.x == 160);
  CHECK(wide.frame.w == 1280);
}

TEST_CASE("UI text fitting: a 10,000-character name is shortened with O(log n) measurements", "[ui][layout]") {
  // Width: 7 per code point (a stand-in for the font), counting the calls.
  int calls = 0;
  const auto measure = [&calls](std::string_view t) {
    ++calls;
    int points = 0;
    for (const char ch : t) points += (static_cast<unsigned char>(ch) & 0xC0) != 0x80;
    return points * 7;
  };
  // Two-byte and three-byte sequences mixed in, so that a cut could land inside one.
  std::string name;
  for (int i = 0; i < 10000; ++i) name += i % 3 == 0 ? "Ü" : i % 3 == 1 ? "€" : "a";
  const std::string fitted = duel::ui::ellipsize(name, 300, measure);
  CHECK(calls <= 16);  // one for the whole name, then a binary search over 10,000 cuts
  // The longest prefix that fits with the ellipsis: 300 / 7 = 42 code points, 41 + "…".
  calls = 0;
  CHECK(measure(fitted) == 42 * 7);
  CHECK(fitted.size() >= 3);
  CHECK(fitted.substr(fitted.size() - 3) == "…");
  CHECK(name.compare(0, fitted.size() - 3, fitted, 0, fitted.size() - 3) == 0);
  // Same answer as trying every cut between code points, for every width.
  const std::string part = name.substr(0, 120);  // 60 code points: 20 × "Ü€a"
  for (int width = 0; width <= 450; ++width) {
    std::string slow = measure(part) <= width ? part : part.substr(0, 2) + "…";
    for (std::size_t cut = 3; cut < part.size() && measure(part) > width; ++cut) {
      if ((static_cast<unsigned char>(part[cut]) & 0xC0) == 0x80) continue;
      if (measure(part.substr(0, cut) + "…") <= width) slow = part.substr(0, cut) + "…";
    }
    INFO("width " << width);
    CHECK(duel::ui::ellipsize(part, width, measure) == slow);
  }
  CHECK(duel::ui::ellipsize("short", 300, measure) == "short");
}

TEST_CASE("UI text fitting: a name too wide is abbreviated word by word, never cut inside a word (issue 32 item 12)",
          "[ui][layout]") {
  const auto measure = [](std::string_view t) {  // 1 per code point
    int points = 0;
    for (const char ch : t) points += (static_cast<unsigned char>(ch) & 0xC0) != 0x80;
    return points;
  };
  CHECK(duel::ui::abbreviate_name("Right Politician 1", 18, measure) == "Right Politician 1");
  CHECK(duel::ui::abbreviate_name("Right Politician 1", 14, measure) == "Right Polit. 1");
  CHECK(duel::ui::abbreviate_name("Right Politician 1", 12, measure) == "Right Pol. 1");
  CHECK(duel::ui::abbreviate_name("Conspirator 6", 12, measure) == "Conspirat. 6");
  CHECK(duel::ui::abbreviate_name("Conspirator 6", 9, measure) == "Consp. 6");
  CHECK(duel::ui::abbreviate_name("Mesopotamian", 10, measure) == "Mesopotam.");
  CHECK(duel::ui::abbreviate_name("Mesopotamian", 6, measure) == "Mesop.");
  CHECK(duel::ui::abbreviate_name("Middle Politician 2", 11, measure) == "Mid. Pol. 2");
  CHECK(duel::ui::abbreviate_name("Chamber of Commerce", 16, measure) == "Chamber of Comm.");
  CHECK(duel::ui::abbreviate_name("The Great Lighthouse", 16, measure) == "Great Lighthouse");
  // Numbers and short words are never shortened; past the shortest stems, "…".
  CHECK(duel::ui::abbreviate_name("Mesopotamian", 3, measure) == "Me…");
}

TEST_CASE("UI layout: with both expansions at 1280x720, cards of Ages I and II take names of two lines (issue 32 item 12)",
          "[ui][layout][agora][pantheon]") {
  const duel::LoadResult loaded = duel::load_rules(DUEL_SOURCE_DATA_DIR, {"agora", "pantheon"});
  REQUIRE(loaded.ok());
  const duel::Rules& rules = *loaded.rules;
  const duel::ui::LayoutOptions options = duel::ui::layout_options_for(rules);
  duel::GameOptions game;
  game.expansions = {"agora", "pantheon"};
  duel::GameState s(rules, duel::make_setup(rules, 8, game));
  int checked_ages = 0;
  for (int guard = 0; guard < 600 && !s.is_terminal() && checked_ages < 2; ++guard) {
    if (s.phase == duel::Phase::Play && s.age > checked_ages) {
      checked_ages = s.age;
      const Layout l = duel::ui::compute_layout(s, 1280, 720, options);
      INFO("Age " << s.age << ", card " << l.card_w << "x" << l.card_h);
      // One line of 86 px cut "Right Politician 1"; the cards are a little shorter instead.
      CHECK(l.card_name_lines == 2);
      CHECK(l.card_h * 10 >= l.card_w * 13);  // no squatter than 1.3 times their width
      CHECK(l.text.card_name == 12);
    }
    duel::ActionList actions;
    s.legal_actions(actions);
    REQUIRE(s.apply(actions[(guard * 7) % actions.size()]));
  }
  CHECK(checked_ages == 2);
}

TEST_CASE("UI layout: every Age of every expansion set takes names of two lines at 1280x720 and 960x540 (issue 32 item 12)",
          "[ui][layout][agora][pantheon]") {
  // Age III with Agora (five cards across, 123 px) had one line: "Chamber of Comm.",
  // "Mesopotam. Temple". Its face-down rows now cover more of their cards (their backs'
  // emblems stay whole), leaving the face-up rows room for two lines.
  for (const std::vector<std::string>& expansions :
       {std::vector<std::string>{}, std::vector<std::string>{"pantheon"}, std::vector<std::string>{"agora"},
        std::vector<std::string>{"agora", "pantheon"}}) {
    const duel::LoadResult loaded = duel::load_rules(DUEL_SOURCE_DATA_DIR, expansions);
    REQUIRE(loaded.ok());
    const duel::Rules& rules = *loaded.rules;
    const duel::ui::LayoutOptions options = duel::ui::layout_options_for(rules);
    duel::GameOptions game;
    game.expansions = expansions;
    duel::GameState s(rules, duel::make_setup(rules, 8, game));
    int checked_ages = 0;
    for (int guard = 0; guard < 600 && !s.is_terminal() && checked_ages < 3; ++guard) {
      if (s.phase == duel::Phase::Play && s.age > checked_ages) {
        checked_ages = s.age;
        for (const auto& [w, h] : {std::pair{1280, 720}, std::pair{960, 540}}) {
          const Layout l = duel::ui::compute_layout(s, w, h, options);
          INFO(expansions.size() << " expansions (" << (options.pantheon ? "Pantheon " : "") << (options.agora ? "Agora" : "")
                                 << "), Age " << int(s.age) << ", " << w << "x" << h << ", card " << l.card_w << "x"
                                 << l.card_h);
          CHECK(l.card_name_lines == 2);
          CHECK(l.text.card_name == (w == 1280 ? 12 : 9));
        }
      }
      duel::ActionList actions;
      s.legal_actions(actions);
      REQUIRE(s.apply(actions[(guard * 7) % actions.size()]));
    }
    CHECK(checked_ages == 3);
  }
}

TEST_CASE("UI layout: every Progress token space the data allows is drawn, apart", "[ui][layout]") {
  // The loader allows up to 8 tokens on the board; the board view drew only 5.
  for (int count : {5, 6, 8}) {
    duel::Rules rules = ui_rules();
    rules.constants.progress_tokens_on_board = static_cast<std::uint8_t>(count);
    const duel::GameState s(rules, duel::make_setup(rules, 7, duel::GameOptions{}));
    REQUIRE(s.board_token_count == count);
    for (const auto& [w, h] : std::vector<std::pair<int, int>>{{1280, 720}, {960, 540}}) {
      const Layout l = duel::ui::compute_layout(s, w, h);
      REQUIRE(static_cast<int>(l.board_tokens.size()) == count);
      for (std::size_t i = 0; i < l.board_tokens.size(); ++i) {
        check_inside(l.board_tokens[i], l.token_row, "board token");
        for (std::size_t j = i + 1; j < l.board_tokens.size(); ++j) check_apart(l.board_tokens[i], l.board_tokens[j], "tokens");
      }
    }
  }
}

TEST_CASE("UI layout: a city with 5 to 8 Wonders gets tiles inside its Wonder area, none overlapping",
          "[ui][layout][capacity]") {
  duel::GameOptions options;
  options.first_game_wonders = true;
  const duel::GameState s(ui_rules(), duel::make_setup(ui_rules(), 1, options));
  for (const auto& [w, h] : {std::pair{1280, 720}, std::pair{1920, 1080}}) {
    const Layout l = duel::ui::compute_layout(s, w, h);
    for (const auto& city : l.cities) {
      const Rect area{city.wonders[0].x, city.wonders[0].y, city.wonders[3].right() - city.wonders[0].x,
                      city.wonders[3].bottom() - city.wonders[0].y};
      for (int i = 0; i < 4; ++i) CHECK(duel::ui::wonder_tile(city, i, 4, l.px(6)) == city.wonders[static_cast<std::size_t>(i)]);
      for (int tiles = 5; tiles <= duel::kMaxCityWonders; ++tiles) {
        INFO(w << "x" << h << ", " << tiles << " Wonders");
        for (int i = 0; i < tiles; ++i) {
          const Rect r = duel::ui::wonder_tile(city, i, tiles, l.px(6));
          CHECK(r.w >= city.wonders[0].w / 2 - l.px(6));
          CHECK(r.inside(area));
          for (int j = 0; j < i; ++j) CHECK_FALSE(r.intersects(duel::ui::wonder_tile(city, j, tiles, l.px(6))));
        }
      }
    }
  }
}

TEST_CASE("UI layout: a Pantheon game's board in every Age at 960x540, 1280x720 and 1920x1080", "[ui][layout][pantheon]") {
  const duel::LoadResult loaded = duel::load_rules(DUEL_SOURCE_DATA_DIR, {"pantheon"});
  REQUIRE(loaded.ok());
  const duel::Rules& rules = *loaded.rules;
  const duel::ui::LayoutOptions options = duel::ui::layout_options_for(rules);
  REQUIRE(options.pantheon);
  duel::GameOptions game;
  game.expansions = {"pantheon"};
  duel::GameState s(rules, duel::make_setup(rules, 8, game));
  int checked_ages = 0;
  for (int guard = 0; guard < 500 && !s.is_terminal(); ++guard) {
    if (s.phase == duel::Phase::Play && s.age > checked_ages) {  // each Age's first turn
      checked_ages = s.age;
      for (const auto& [w, h] : {std::pair{960, 540}, std::pair{1280, 720}, std::pair{1920, 1080}}) {
        check_layout(s, w, h, options);
        if (w < 1920) check_text_sizes(s, w, h, options);
      }
    }
    duel::ActionList actions;
    s.legal_actions(actions);
    REQUIRE(s.apply(actions[(guard * 7) % actions.size()]));
  }
  CHECK(checked_ages == 3);
}

// Agora alone and with Pantheon: the Senate beside the log, its six Chambers apart and
// inside it, the Senators' column in each city, at each size and in every Age.
TEST_CASE("UI layout: an Agora game's board (alone and with Pantheon) in every Age at 960x540, 1280x720 and 1920x1080",
          "[ui][layout][agora]") {
  for (const std::vector<std::string>& expansions : {std::vector<std::string>{"agora"}, std::vector<std::string>{"agora", "pantheon"}}) {
    INFO(expansions.size() << " expansions");
    const duel::LoadResult loaded = duel::load_rules(DUEL_SOURCE_DATA_DIR, expansions);
    REQUIRE(loaded.ok());
    const duel::Rules& rules = *loaded.rules;
    const duel::ui::LayoutOptions options = duel::ui::layout_options_for(rules);
    REQUIRE(options.agora);
    CHECK(options.pantheon == (expansions.size() == 2));
    duel::GameOptions game;
    game.expansions = expansions;
    duel::GameState s(rules, duel::make_setup(rules, 8, game));
    int checked_ages = 0;
    for (int guard = 0; guard < 600 && !s.is_terminal(); ++guard) {
      if (s.phase == duel::Phase::Play && s.age > checked_ages) {  // each Age's first turn
        checked_ages = s.age;
        for (const auto& [w, h] : {std::pair{960, 540}, std::pair{1280, 720}, std::pair{1920, 1080}}) {
          check_layout(s, w, h, options);
          if (w < 1920) check_text_sizes(s, w, h, options);
          // A Chamber holds a Decree row, two cube chips and its controller: three caption lines.
          const Layout l = duel::ui::compute_layout(s, w, h, options);
          for (const Rect& chamber : l.chambers) CHECK(chamber.h >= 3 * (l.text.caption + l.px(4)));
          // The Senate's title row lies above its Chambers.
          CHECK(l.chambers[0].y - l.senate.y >= l.text.caption + l.px(4));
        }
      }
      duel::ActionList actions;
      s.legal_actions(actions);
      REQUIRE(s.apply(actions[(guard * 7) % actions.size()]));
    }
    CHECK(checked_ages == 3);
  }
}
