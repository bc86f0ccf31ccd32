#include "app/jobs/ImportRunner.h"

#include "core/import/SourceImporter.h"

#include <QPointer>
#include <QThread>

namespace scalescope {

ImportRunner::ImportRunner(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<scalescope::Dataset>("scalescope::Dataset");
}

ImportRunner::~ImportRunner()
{
    if (m_cancel)
        m_cancel->store(true);
    for (QThread *t : std::as_const(m_threads)) {
        t->wait();
        delete t;
    }
}

int ImportRunner::start(const QStringList &paths, const QString &round)
{
    if (m_cancel)
        m_cancel->store(true); // the older job stops early; its result would be dropped anyway
    const int id = m_nextId++;
    m_currentId = id;
    m_running = true;
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    m_cancel = cancel;
    QPointer<ImportRunner> self(this);

    QThread *thread = QThread::create([self, id, paths, round, cancel]() {
        Dataset merged;
        bool wasCancelled = false;
        for (const QString &path : paths) {
            ImportOptions options;
            options.round = round;
            options.cancel = cancel.get();
            options.progress = [self, id](int done, int total) {
                QMetaObject::invokeMethod(
                    self,
                    [self, id, done, total]() {
                        if (self && self->m_currentId == id)
                            emit self->progress(done, total);
                    },
                    Qt::QueuedConnection);
            };
            ImportOutcome outcome = importSource(path, options);
            if (outcome.cancelled) {
                wasCancelled = true;
                break;
            }
            merged.append(std::move(outcome.dataset));
        }
        QMetaObject::invokeMethod(
            self,
            [self, id, wasCancelled, merged = std::move(merged)]() {
                if (!self || self->m_currentId != id)
                    return; // superseded: drop the stale result
                self->m_running = false;
                if (wasCancelled)
                    emit self->cancelled(id);
                else
                    emit self->finished(id, merged);
            },
            Qt::QueuedConnection);
    });
    m_threads << thread;
    connect(thread, &QThread::finished, this, [this, thread]() {
        m_threads.removeOne(thread);
        thread->deleteLater();
    });
    thread->start();
    return id;
}

void ImportRunner::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

} // namespace scalescope
