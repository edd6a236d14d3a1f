// The DOM matchers the shared jest setup installs (toBeInTheDocument, toHaveAttribute...), for the type checker.
/// <reference types="@testing-library/jest-dom" />
