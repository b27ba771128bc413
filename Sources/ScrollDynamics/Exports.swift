// ScrollDynamics sits on SpringDynamics and CollectionLayout and re-exports both, so that `import ScrollDynamics` alone
// gives the geometry, the layouts and the springs it works with.
@_exported import CollectionLayout
@_exported import SpringDynamics
