"""How gunicorn serves Pegboard, the one definition `make serve` and `make bench`'s server
(bench/server.py) both start with `gunicorn --config python:config.gunicorn`, so the bench
measures what production runs (it ran 2 sync workers for a season after `make serve` had
moved to threads).

On BIND:PORT (127.0.0.1:8000: where a proxy on the same machine reaches it), WEB_CONCURRENCY
workers (2: about one a core) of WEB_THREADS threads (4). Threads, not sync workers: a request
whose body trickles in holds one thread while it is read, so a few slow senders cannot hold
every worker and leave /health/ unanswered (the proxy should buffer bodies too: README,
Hosting). No control socket: gunicorn's default is one path per user, so a second server on
the machine would take over the first one's (and nothing here uses gunicornc). The access log
goes to standard output without the scorers' secrets."""

import os

wsgi_app = "config.wsgi:application"
bind = [f"{os.environ.get('BIND', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"]
workers = int(os.environ.get("WEB_CONCURRENCY", "2"))
worker_class = "gthread"
threads = int(os.environ.get("WEB_THREADS", "4"))
control_socket_disable = True
accesslog = "-"
logger_class = "kernel.gunicorn_log.AccessLogWithoutSecrets"
timeout = 30
graceful_timeout = 30
