// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where MLCommons publishes a configuration's result folder: the round's results repository on
// GitHub (mlcommons/training_results_vX.Y, mlcommons/hpc_results_vX.Y), laid out as the submission
// tree it was read from: <org>/results/<system>/<benchmark>, HPC from 1.0 on with the scaling folder
// before the benchmark. Only configurations read from such a tree know their folder names.
#include <QUrl>

namespace scalescope::model {
struct Configuration;
} // namespace scalescope::model

namespace scalescope::rules {

// The folder's page, or an empty URL when the configuration did not come from a submission tree or
// its round is not a published one ("4.0", "2.0").
QUrl publishedResultsUrl(const model::Configuration &c);

} // namespace scalescope::rules
