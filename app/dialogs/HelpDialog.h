// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Quick help (F1): what each tab shows, how to read it and its shortcuts, opened at the tab the
// user is on. Every text is translated; the dialog can stay open beside the window.
#include <QDialog>

class QTextBrowser;

namespace scalescope::dialogs {

class HelpDialog : public QDialog
{
    Q_OBJECT
public:
    explicit HelpDialog(QWidget *parent = nullptr);
    void showSection(const QString &section); // "table", "scaling", "surface", "clusters", "ranking", "probe"
    QString text() const;                     // for tests

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    QTextBrowser *m_browser;
    QString m_section;
};

} // namespace scalescope::dialogs
