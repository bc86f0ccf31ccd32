#pragma once
// `scalescope-cli report`: the multi-page PDF report without a window.
#include <QStringList>

namespace scalescope::cli {

int runReport(const QStringList &arguments);

} // namespace scalescope::cli
