// expected-error@6:1 {{import one module at a time}}
module {
  func.func @a() { return }
}
// -----
module {
  func.func @b() { return }
}
