#include "app/state/MethodRunner.h"

#include <QPointer>
#include <QThread>

namespace scalescope {

MethodRunner::MethodRunner(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<std::shared_ptr<const scalescope::MethodRun>>("std::shared_ptr<const scalescope::MethodRun>");
}

MethodRunner::~MethodRunner()
{
    waitForIdle();
}

void MethodRunner::waitForIdle()
{
    for (QThread *t : std::as_const(m_threads))
        t->wait();
}

int MethodRunner::start(const QList<Configuration> &configurations, const MethodOptions &options)
{
    const int id = m_next++;
    m_current = id;
    m_running = true;
    QPointer<MethodRunner> self(this);
    QThread *thread = QThread::create([self, id, configurations, options]() {
        auto run = std::make_shared<MethodRun>();
        run->configurations = configurations;
        run->options = options;
        run->scaling = analyseScaling(configurations, ReferenceScope::Round);
        run->result = runSelectionMethod(configurations, run->scaling, options);
        QMetaObject::invokeMethod(
            self,
            [self, id, run]() {
                if (!self || self->m_current != id)
                    return; // superseded
                self->m_running = false;
                emit self->finished(id, run);
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

} // namespace scalescope
