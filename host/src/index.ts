// Async boundary: the shared singletons are negotiated before any of them is used.
// Named, so the bench's script inventory says which chunk it is.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
