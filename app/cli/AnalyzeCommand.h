#pragma once
// `scalescope-cli analyze`: scaling metrics and fits per series, as text or JSON.
#include <QStringList>

namespace scalescope::cli {

int runAnalyze(const QStringList &arguments);

} // namespace scalescope::cli
