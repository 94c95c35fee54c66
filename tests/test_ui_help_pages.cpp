// The expansions in the rules help, the Symbols page and the walkthrough (issue 32
// item 8): every Divinity by Mythology, every Decree and every Conspiracy listed with
// its effect from the one description, the expansions' pieces on the Symbols page, a
// few walkthrough steps for each expansion, and no heading too long for its column.
#include <catch2/catch.hpp>

#include <map>
#include <set>
#include <string>

#include "duel/data_loader.hpp"
#include "duel/describe.hpp"
#include "duel/setup.hpp"
#include "rules_text.hpp"
#include "symbol_key.hpp"
#include "walkthrough.hpp"

namespace {

using duel::ui::SymbolEntry;

const duel::Rules& rules_of(const std::vector<std::string>& expansions) {
  static std::map<std::vector<std::string>, std::shared_ptr<const duel::Rules>> loaded;
  auto& r = loaded[expansions];
  if (!r) {
    duel::LoadResult result = duel::load_rules(DUEL_SOURCE_DATA_DIR, expansions);
    REQUIRE(result.ok());
    r = result.rules;
  }
  return *r;
}

// The body of the section titled `title`, or "" when there is none.
std::string body_of(const std::vector<duel::ui::RulesSection>& sections, const std::string& title) {
  for (const auto& s : sections) {
    if (s.title == title) return s.body;
  }
  return "";
}

}  // namespace

TEST_CASE("Help pages: every Divinity by Mythology, every Decree and Conspiracy with its whole effect", "[ui][help]") {
  const duel::Rules& r = rules_of({"pantheon", "agora"});
  const std::vector<duel::ui::RulesSection> sections = duel::ui::item_sections(r);
  int divinities = 0, decrees = 0, conspiracies = 0;
  for (const duel::ItemRef item : duel::all_items(r)) {
    std::string section;
    if (item.kind == duel::ItemKind::Divinity) {
      section = "Pantheon: the " +
                duel::mythology_title(static_cast<int>(r.pantheon->divinities[static_cast<std::size_t>(item.id)].mythology)) +
                " Divinities";
      ++divinities;
    } else if (item.kind == duel::ItemKind::Decree) {
      section = "Agora: the Decrees";
      ++decrees;
    } else if (item.kind == duel::ItemKind::Conspiracy) {
      section = "Agora: the Conspiracies";
      ++conspiracies;
    } else {
      continue;
    }
    const std::string line = "\u2022 " + duel::item_name(r, item) + ": " + duel::describe_item_line(r, item);
    INFO(section << " should hold " << line);
    CHECK(body_of(sections, section).find(line) != std::string::npos);
  }
  CHECK(divinities == 15);
  CHECK(decrees == 16);
  CHECK(conspiracies == 16);
}

TEST_CASE("Help pages: no heading of the rules help is cut, the Agora one included", "[ui][help]") {
  // The headings are drawn on one line in a column of half the page: about 405 pixels at
  // 960x540, where a bold heading runs about 8 pixels a character. 40 characters fit.
  std::vector<duel::ui::RulesSection> all = duel::ui::rules_sections();
  for (auto& s : duel::ui::item_sections(rules_of({"pantheon", "agora"}))) all.push_back(s);
  std::set<std::string> titles;
  for (const auto& s : all) {
    INFO(s.title);
    CHECK(s.title.size() <= 40);
    CHECK(!s.body.empty());
    titles.insert(s.title);
  }
  CHECK(titles.count("Agora (an expansion)") == 1);
  CHECK(body_of(all, "Agora (an expansion)").rfind("Switch it on in the menu; it may be played with Pantheon.", 0) == 0);
}

TEST_CASE("Help pages: the Symbols page shows the expansions' pieces, only with their expansion", "[ui][help][symbols]") {
  using Piece = SymbolEntry::Piece;
  const auto pieces = [](const duel::Rules& r, SymbolEntry::Group group) {
    std::multiset<Piece> out;
    for (const SymbolEntry& e : duel::ui::symbol_key(r)) {
      if (e.group != group) continue;
      INFO(e.name);
      CHECK(e.piece != Piece::None);
      CHECK(e.text.size() > 30);
      CHECK(e.text.find('?') == std::string::npos);
      out.insert(e.piece);
    }
    return out;
  };
  CHECK(pieces(rules_of({}), SymbolEntry::Pantheon).empty());
  CHECK(pieces(rules_of({}), SymbolEntry::Agora).empty());
  CHECK(pieces(rules_of({"pantheon"}), SymbolEntry::Agora).empty());
  const std::multiset<Piece> pantheon = pieces(rules_of({"pantheon", "agora"}), SymbolEntry::Pantheon);
  CHECK(pantheon == std::multiset<Piece>{Piece::MythologyToken, Piece::OfferingToken, Piece::FaceDownDivinity,
                                         Piece::PantheonSpace, Piece::Gate, Piece::DivinityDeck, Piece::MinervaPawn});
  const std::multiset<Piece> agora = pieces(rules_of({"agora"}), SymbolEntry::Agora);
  CHECK(agora == std::multiset<Piece>{Piece::Cube, Piece::Chamber, Piece::DecreeFaceUp, Piece::DecreeFaceDown,
                                      Piece::ConspiracyBack, Piece::ConspiracyFace, Piece::ConspiracyPrepared,
                                      Piece::SenatorBack, Piece::CubeToken});
  // Their words from the one description where the engine has the item.
  for (const SymbolEntry& e : duel::ui::symbol_key(rules_of({"pantheon", "agora"}))) {
    if (e.piece == Piece::OfferingToken)
      CHECK(e.text.find(duel::describe_item_line(rules_of({"pantheon", "agora"}), {duel::ItemKind::OfferingToken, 0})) !=
            std::string::npos);
    if (e.piece == Piece::Gate) CHECK(e.name == "The Gate");
  }
}

TEST_CASE("Help pages: the walkthrough has a few steps for each expansion of the game", "[ui][walkthrough]") {
  for (const std::vector<std::string>& expansions :
       {std::vector<std::string>{}, {"pantheon"}, {"agora"}, {"agora", "pantheon"}}) {
    const duel::Rules& r = rules_of(expansions);
    duel::GameOptions options{true};
    options.expansions = expansions;
    const duel::GameState s(r, duel::make_setup(r, 1, options));
    for (auto [w, h] : {std::pair{1280, 720}, std::pair{960, 540}}) {
      const duel::ui::Layout l = duel::ui::compute_layout(s, w, h, duel::ui::layout_options_for(r));
      const auto steps = duel::ui::walkthrough_steps(l, s, s.to_move());
      int pantheon = 0, agora = 0;
      for (const auto& step : steps) {
        INFO(step.title);
        pantheon += step.title.rfind("Pantheon: ", 0) == 0;
        agora += step.title.rfind("Agora: ", 0) == 0;
        CHECK(!step.area.empty());
        CHECK(step.area.x >= l.frame.x);
        CHECK(step.area.right() <= l.frame.right());
        CHECK(step.area.bottom() <= l.frame.bottom());
        CHECK(step.text.size() > 40);
      }
      const bool has_pantheon = r.pantheon.has_value(), has_agora = r.agora.has_value();
      CHECK(pantheon == (has_pantheon ? 4 : 0));
      CHECK(agora == (has_agora ? 4 : 0));
      CHECK(steps.size() == static_cast<std::size_t>(7 + pantheon + agora));
    }
  }
}
