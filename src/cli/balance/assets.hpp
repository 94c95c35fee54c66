// The report page's template and the Vega libraries, built into 7wd-cli by CMake
// (cmake/EmbedFiles.cmake from assets/report/ and third_party/vega/).
#pragma once

#include <string>

namespace duel::cli::balance {

std::string report_template();
std::string sweep_template();
std::string page_head();  // the styles and scripts both pages share, at <!--@PAGE_HEAD@-->
std::string vega_js();
std::string vega_lite_js();
std::string vega_embed_js();

}  // namespace duel::cli::balance
