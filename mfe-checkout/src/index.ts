// Standalone development entry; the host loads ./routes and the fragments through federation.
void import('./bootstrap');
