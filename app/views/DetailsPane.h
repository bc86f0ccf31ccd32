// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Everything about one configuration: its score and how it was computed, each run, every system
// field beside its raw string, the catalog entry it matched and why, the derived figures.
#include "core/model/Configuration.h"

#include <QWidget>

class QTextBrowser;

namespace scalescope::state {
class ConfigurationSelection;
class DocumentController;
} // namespace scalescope::state

namespace scalescope::views {

class DetailsPane : public QWidget
{
    Q_OBJECT
public:
    explicit DetailsPane(QWidget *parent = nullptr);

    void showConfiguration(const model::Configuration *c); // nullptr: nothing selected
    // Shows the selected configuration of what is open, as the selection or the data change.
    void follow(state::ConfigurationSelection *selection, state::DocumentController *document);
    QString plainText() const; // for tests and copying

protected:
    void changeEvent(QEvent *event) override;

private:
    void render();
    QString weakScalingHtml(const model::Configuration &c) const;
    QTextBrowser *m_view = nullptr;
    std::optional<model::Configuration> m_config;
};

QString dropReasonText(const QString &code);
QString scoreMissingText(const QString &code);

} // namespace scalescope::views
