# The instances behind the cache, for default.vcl's `include "backends.vcl";`: copy this file
# to backends.vcl beside default.vcl and put your instances' addresses in. Each instance is
# `next start` on the same build, sharing one Redis (docs/deploying.md). One instance needs
# no director: `backend default { .host = "127.0.0.1"; .port = "3000"; }` is the whole file.
import directors;

# An instance counts as down after 3 of 5 checks fail (and up again after 3 pass); while every
# instance is down, Varnish serves the pages it has (default.vcl keeps them a day).
probe instance_up {
  .url = "/robots.txt";
  .interval = 2s;
  .timeout = 1s;
  .window = 5;
  .threshold = 3;
}

backend instance_1 {
  .host = "10.0.0.11";
  .port = "3000";
  .probe = instance_up;
  .connect_timeout = 1s;
  .first_byte_timeout = 30s;
}

backend instance_2 {
  .host = "10.0.0.12";
  .port = "3000";
  .probe = instance_up;
  .connect_timeout = 1s;
  .first_byte_timeout = 30s;
}

sub vcl_init {
  new instances = directors.round_robin();
  instances.add_backend(instance_1);
  instances.add_backend(instance_2);
}

sub vcl_recv {
  set req.backend_hint = instances.backend();
}
