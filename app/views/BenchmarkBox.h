#pragma once
// The benchmark chooser the chart views share: the dataset's benchmarks, sorted, keeping the
// current choice when it is still there, else the same default as the CLI and the report.
#include "core/model/Configuration.h"

#include <QList>
#include <QString>

class QComboBox;

namespace scalescope {

// Refills the box without emitting currentIndexChanged; returns the benchmark now chosen.
QString fillBenchmarkBox(QComboBox *box, const QList<Configuration> &configurations);

} // namespace scalescope
