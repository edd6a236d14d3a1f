// Stylesheets are imported for their side effect (webpack's css-loader); they export nothing.
declare module '*.css';
